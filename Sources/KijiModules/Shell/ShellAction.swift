import KijiDomain
import TerminalUI

/// What the shell's own keys do, whatever screen is on top.
enum ShellAction: Hashable, Sendable {
    case back
    case help
    case search
    case keptSearch
    case errorDetails
    case quit
    case redraw
    /// Starts `kiji sync` in the background.
    case sync
    /// Switches the root list (keys 1 to 5).
    case home(HomeList)

    /// The one table that dispatches the shell's keys and generates their help; each binding
    /// carries its config name for `[keys]` overrides.
    static let keyTable = KeyTable<ShellAction>([
        .init([.escape, .character("h"), .left, .backspace, .character("q")], .back, tr("Back (quit on the first screen)"), group: tr("Anywhere"), name: "back"),
        .init([.character("/"), .character(":")], .search, tr("Search Qiita"), group: tr("Anywhere"), name: "search"),
        .init([.character("K")], .keptSearch, tr("Search the kept items, offline"), group: tr("Anywhere"), name: "kept_search"),
        .init([.character("?")], .help, tr("This help"), group: tr("Anywhere"), name: "help"),
        .init([.character("e")], .errorDetails, tr("Messages: the error and every message, whole"), group: tr("Anywhere"), name: "error_details"),
        .init([.character("O")], .sync, tr("Keep stocks, your articles and the timeline for offline (kiji sync), in the background"), group: tr("Anywhere"), name: "sync"),
        .init([.ctrl("l")], .redraw, tr("Redraw the screen"), group: tr("Anywhere"), name: "redraw"),
        .init([.ctrl("c")], .quit, tr("Quit"), group: tr("Anywhere"), name: "quit"),
        .init([.character("1")], .home(.trend), tr("The trend, as the first screen"), group: tr("Home"), name: "home_trend"),
        .init([.character("2")], .home(.timeline), tr("Your timeline, as the first screen"), group: tr("Home"), name: "home_timeline"),
        .init([.character("3")], .home(.newest), tr("The newest items, as the first screen"), group: tr("Home"), name: "home_newest"),
        .init([.character("4")], .home(.stocks), tr("Your stocks, as the first screen"), group: tr("Home"), name: "home_stocks"),
        .init([.character("5")], .home(.mine), tr("Your articles, as the first screen"), group: tr("Home"), name: "home_mine"),
    ])
}
