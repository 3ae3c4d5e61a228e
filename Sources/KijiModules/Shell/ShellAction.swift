import TerminalUI

/// What the shell's own keys do, whatever screen is on top.
enum ShellAction: Hashable, Sendable {
    case back
    case help
    case search
    case errorDetails
    case quit
    case redraw

    /// Config names of the actions, for `[keys]` overrides.
    static let names: [String: ShellAction] = [
        "back": .back, "help": .help, "search": .search, "error_details": .errorDetails, "quit": .quit, "redraw": .redraw,
    ]

    /// The one table that dispatches the shell's keys and generates their help.
    static let keyTable = KeyTable<ShellAction>([
        .init([.escape, .character("h"), .left, .backspace, .character("q")], .back, "Back (quit on the first screen)", group: "Anywhere"),
        .init([.character("/")], .search, "Search Qiita", group: "Anywhere"),
        .init([.character("?")], .help, "This help", group: "Anywhere"),
        .init([.character("e")], .errorDetails, "Details of the last error", group: "Anywhere"),
        .init([.ctrl("l")], .redraw, "Redraw the screen", group: "Anywhere"),
        .init([.ctrl("c")], .quit, "Quit", group: "Anywhere"),
    ])
}
