import TerminalUI

/// What the shell's own keys do, whatever screen is on top.
enum ShellAction: Hashable, Sendable {
    case back
    case help
    case search
    case errorDetails
    case quit
    case redraw

    /// The one table that dispatches the shell's keys and generates their help; each binding
    /// carries its config name for `[keys]` overrides.
    static let keyTable = KeyTable<ShellAction>([
        .init([.escape, .character("h"), .left, .backspace, .character("q")], .back, "Back (quit on the first screen)", group: "Anywhere", name: "back"),
        .init([.character("/")], .search, "Search Qiita", group: "Anywhere", name: "search"),
        .init([.character("?")], .help, "This help", group: "Anywhere", name: "help"),
        .init([.character("e")], .errorDetails, "Details of the last error", group: "Anywhere", name: "error_details"),
        .init([.ctrl("l")], .redraw, "Redraw the screen", group: "Anywhere", name: "redraw"),
        .init([.ctrl("c")], .quit, "Quit", group: "Anywhere", name: "quit"),
    ])
}
