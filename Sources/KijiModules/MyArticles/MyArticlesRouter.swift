import KijiDomain
import TerminalUI

/// Builds the MyArticles module and routes out of it.
///
/// Made by kiji-gen from the `rows` template (made again on 2026-11-26, when the template moved onto
/// ``RowsScreen`` and ``RowsPresentation``), then given its own data (`MyItems`, no cache: page
/// views are only worth showing fresh) and its route to an article, opened as if directly.
@MainActor
public final class MyArticlesRouter: MyArticlesRouterInterface {
    private weak var navigator: (any Navigating)?
    private let routes: any Routes

    /// Creates the router of one MyArticles screen; `assembleModule` is the way in, tests may use this.
    init(navigator: any Navigating, routes: any Routes) {
        self.navigator = navigator
        self.routes = routes
    }

    /// Builds and wires your articles, read from `deps.myItems`; it leads to other screens through `routes`.
    public static func assembleModule(navigator: any Navigating, routes: any Routes, deps: Dependencies) -> any Screen {
        let router = MyArticlesRouter(navigator: navigator, routes: routes)
        let interactor = MyArticlesInteractor(repository: deps.myItems)
        let presenter = MyArticlesPresenter(interactor: interactor, router: router)
        let view = MyArticlesView(presenter: presenter, keys: deps.keys)
        presenter.view = view
        return view
    }

    /// The names of the list's key bindings, which config.toml's `[keys]` may rebind.
    public nonisolated static var keyActionNames: Set<String> { MyArticlesView.keyTable.actionNames }

    /// Every key of the screen as its help lists them, for docs/keys.md and the man page.
    public nonisolated static var keyHelp: KeyHelp { MyArticlesView.keyTable.help }

    public func showItem(_ item: ItemSummary) {
        navigator?.push(routes.screen(for: .item(item, from: .direct)))
    }
}
