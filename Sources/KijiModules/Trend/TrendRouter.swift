import KijiDomain
import TerminalUI

/// Builds the Trend module and routes out of it.
///
/// Made by kiji-gen from the `rows` template (made again on 2026-11-26, when the template moved onto
/// ``RowsScreen`` and ``RowsPresentation``), then given the trend's own data (the feed's entries)
/// and its routes: an entry's article, opened as if directly (its author's list is pushed on top),
/// and an author's items.
@MainActor
public final class TrendRouter: TrendRouterInterface {
    private weak var navigator: (any Navigating)?
    private let routes: any Routes

    /// Creates the router of one Trend screen; `assembleModule` is the way in, tests may use this.
    init(navigator: any Navigating, routes: any Routes) {
        self.navigator = navigator
        self.routes = routes
    }

    /// Builds and wires the trend, read from `deps.trend`; it leads to other screens through `routes`.
    public static func assembleModule(navigator: any Navigating, routes: any Routes, deps: Dependencies) -> any Screen {
        let router = TrendRouter(navigator: navigator, routes: routes)
        let interactor = TrendInteractor(repository: deps.trend)
        let presenter = TrendPresenter(interactor: interactor, router: router)
        let view = TrendView(presenter: presenter, keys: deps.keys)
        presenter.view = view
        return view
    }

    /// The names of the trend's key bindings, which config.toml's `[keys]` may rebind.
    public nonisolated static var keyActionNames: Set<String> { TrendView.keyTable.actionNames }

    /// Every key of the screen as its help lists them, for docs/keys.md and the man page.
    public nonisolated static var keyHelp: KeyHelp { TrendView.keyTable.help }

    public func showItem(_ item: ItemSummary) {
        navigator?.push(routes.screen(for: .item(item, from: .direct)))
    }

    public func showUser(_ user: User.ID) {
        navigator?.push(routes.screen(for: .itemList(.user(user))))
    }
}
