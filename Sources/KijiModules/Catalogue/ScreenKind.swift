import TerminalUI

/// One kind of screen as the catalogue lists it: its name in the documentation and its keys.
public struct ScreenKind: Sendable {
    /// The screen's name as the documentation heads it, in the locale's language.
    public var title: String
    /// One sentence on where the keys work (commands and keys in backquotes).
    public var summary: String
    /// The keys, in the order `?` lists them.
    public var help: KeyHelp
    /// The action names config.toml's `[keys]` may rebind on this screen.
    public var actionNames: Set<String>

    /// A kind titled `title`, whose keys are `help` and whose rebindable actions are `actionNames`.
    public init(title: String, summary: String, help: KeyHelp, actionNames: Set<String>) {
        self.title = title
        self.summary = summary
        self.help = help
        self.actionNames = actionNames
    }
}
