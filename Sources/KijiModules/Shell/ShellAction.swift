import KijiDomain
import TerminalUI

/// What the shell's own keys do, whatever screen is on top.
enum ShellAction: Hashable, Sendable {
    case back
    case help
    case search
    case errorDetails
    case quit
    case redraw
    /// Switches the root list (keys 1 to 5).
    case home(HomeList)

    /// The one table that dispatches the shell's keys and generates their help; each binding
    /// carries its config name for `[keys]` overrides.
    static let keyTable = KeyTable<ShellAction>([
        .init([.escape, .character("h"), .left, .backspace, .character("q")], .back, "Back (quit on the first screen)", group: "Anywhere", name: "back"),
        .init([.character("/")], .search, "Search Qiita", group: "Anywhere", name: "search"),
        .init([.character("?")], .help, "This help", group: "Anywhere", name: "help"),
        .init([.character("e")], .errorDetails, "Details of the last error", group: "Anywhere", name: "error_details"),
        .init([.ctrl("l")], .redraw, "Redraw the screen", group: "Anywhere", name: "redraw"),
        .init([.ctrl("c")], .quit, "Quit", group: "Anywhere", name: "quit"),
        .init([.character("1")], .home(.trend), "The trend, as the first screen", group: "Home", name: "home_trend"),
        .init([.character("2")], .home(.timeline), "Your timeline, as the first screen", group: "Home", name: "home_timeline"),
        .init([.character("3")], .home(.newest), "The newest items, as the first screen", group: "Home", name: "home_newest"),
        .init([.character("4")], .home(.stocks), "Your stocks, as the first screen", group: "Home", name: "home_stocks"),
        .init([.character("5")], .home(.mine), "Your articles, as the first screen", group: "Home", name: "home_mine"),
    ])
}
