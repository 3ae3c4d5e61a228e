import KijiDomain
import TerminalUI

/// Builds item list modules and routes out of them.
@MainActor
public final class ItemListRouter: ItemListRouterInterface {
    private weak var navigator: (any Navigating)?
    private let routes: any Routes
    private let source: ItemListSource

    private init(navigator: any Navigating, routes: any Routes, source: ItemListSource) {
        self.navigator = navigator
        self.routes = routes
        self.source = source
    }

    /// Builds and wires the list of `source`, ready to push; it leads to other screens through `routes`.
    public static func assembleModule(
        source: ItemListSource, navigator: any Navigating, routes: any Routes, deps: Dependencies
    ) -> any Screen {
        let router = ItemListRouter(navigator: navigator, routes: routes, source: source)
        let interactor = ItemListInteractor(
            source: source, repository: deps.items, readMarks: deps.readMarks, perPage: deps.perPage, account: deps.account)
        let presenter = ItemListPresenter(source: source, interactor: interactor, router: router, follows: deps.follows)
        let view = ItemListView(presenter: presenter, keys: deps.keys)
        presenter.view = view
        return view
    }

    /// The names of the list's key bindings, which config.toml's `[keys]` may rebind.
    public nonisolated static var keyActionNames: Set<String> { ItemListView.keyTable.actionNames }

    /// Every key of the screen as its help lists them, for docs/keys.md and the man page.
    public nonisolated static var keyHelp: KeyHelp { ItemListView.keyTable.help }

    public func showItem(_ item: ItemSummary) {
        navigator?.push(routes.screen(for: .item(item, from: .list(source))))
    }

    public func showStocks(of user: User.ID) {
        guard source != .stocks(user) else { return }
        navigator?.push(routes.screen(for: .itemList(.stocks(user))))
    }

    /// Opens the author's list, unless this is that list already.
    public func showAuthor(_ user: User.ID) {
        guard source != .user(user) else { return }
        navigator?.push(routes.screen(for: .itemList(.user(user))))
    }
}
