import KijiDomain
import TerminalUI

/// Builds the KeptSearch list module and routes out of it.
///
/// Made by kiji-gen from the `rows` template for Seed 8a1aa510 maintainers on 2026-11-29.
///
/// The screen is opened from the kept-search prompt (`K`) on any screen; an article opened from it
/// has the ``ItemOrigin/keptSearch(_:)`` origin, so it opens with the query found in it, and a
/// user's items are a new list on top.
@MainActor
public final class KeptSearchRouter: KeptSearchRouterInterface {
    private weak var navigator: (any Navigating)?
    private let routes: any Routes

    /// Creates the router of one KeptSearch screen; `assembleModule` is the way in, tests may use this.
    init(navigator: any Navigating, routes: any Routes) {
        self.navigator = navigator
        self.routes = routes
    }

    /// Builds and wires the list of the kept items that hold `query`; it leads to other screens
    /// through `routes`.
    public static func assembleModule(query: String, navigator: any Navigating, routes: any Routes, deps: Dependencies) -> any Screen {
        let router = KeptSearchRouter(navigator: navigator, routes: routes)
        let interactor = KeptSearchInteractor(query: query, search: deps.keptSearch)
        let presenter = KeptSearchPresenter(interactor: interactor, router: router)
        let view = KeptSearchView(presenter: presenter, keys: deps.keys)
        presenter.view = view
        return view
    }

    /// The names of the list's key bindings, which config.toml's `[keys]` may rebind.
    public nonisolated static var keyActionNames: Set<String> { KeptSearchView.keyTable.actionNames }

    /// Every key of the screen as its help lists them, for docs/keys.md and the man page.
    public nonisolated static var keyHelp: KeyHelp { KeptSearchView.keyTable.help }

    public func showItem(_ item: ItemSummary, foundWith query: String) {
        navigator?.push(routes.screen(for: .item(item, from: .keptSearch(query))))
    }

    public func showUser(_ user: User.ID) {
        navigator?.push(routes.screen(for: .itemList(.user(user))))
    }
}
