import KijiModules
import Localization
import TerminalUI

/// Every screen's keys, from the key tables that dispatch them and draw `?`: the one source of
/// docs/keys.md and the man page's KEYS section.
public enum KeyReference {
    /// One screen's keys, its words in the locale's language.
    public struct Screen: Sendable {
        /// The screen's name as the documentation heads it.
        public var title: String
        /// One sentence on where the keys work (commands and keys in backquotes).
        public var summary: String
        /// The keys, in the order `?` lists them.
        public var help: KeyHelp
    }

    /// The screens in the order the documentation lists them: the keys that work anywhere first.
    /// A new screen's router publishes `keyHelp`; add it here (a test checks that every action
    /// config.toml's `[keys]` knows is listed).
    public static var screens: [Screen] {
        [
            Screen(
                title: tr("Every screen"),
                summary: tr("The keys that work whatever screen is open; a screen's own keys come before them."),
                help: AppShell.keyHelp),
            Screen(
                title: tr("Item lists"), summary: tr("The newest items, a tag's, a user's, a search's and your stocks."),
                help: ItemListRouter.keyHelp),
            Screen(
                title: tr("An article"),
                summary: tr(
                    "An opened item, `kiji read` and `kiji preview`. Here `/` finds in the article, as in less and vim (`n` and `N`: the next and previous match), and `:` searches Qiita, as it does on every screen."
                ),
                help: ItemDetailRouter.keyHelp),
            Screen(title: tr("Comments"), summary: tr("An article's comments (`c`)."), help: CommentsRouter.keyHelp),
            Screen(title: tr("The trend"), summary: tr("`kiji trend`, or `1`."), help: TrendRouter.keyHelp),
            Screen(title: tr("The timeline"), summary: tr("`kiji timeline`, or `2`."), help: TimelineRouter.keyHelp),
            Screen(title: tr("Your articles"), summary: tr("`kiji mine`, or `5`."), help: MyArticlesRouter.keyHelp),
        ]
    }

    /// Every action name the screens list, which config.toml's `[keys]` may rebind.
    public static var actionNames: Set<String> { Set(screens.flatMap { $0.help.entries.compactMap(\.name) }) }
}
