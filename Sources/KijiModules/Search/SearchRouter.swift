import KijiDomain

/// Builds the search prompt and routes to results: Qiita's, or the kept items'.
@MainActor
public final class SearchRouter: SearchRouterInterface {
    private weak var navigator: (any Navigating)?
    private let routes: any Routes
    private let scope: SearchScope

    /// Creates the router of the prompt; `assembleModule` is the way in, tests may use this.
    init(navigator: any Navigating, routes: any Routes, scope: SearchScope = .qiita) {
        self.navigator = navigator
        self.routes = routes
        self.scope = scope
    }

    /// Builds and wires the search prompt of `scope`; its results are a list built through `routes`.
    public static func assembleModule(navigator: any Navigating, routes: any Routes, scope: SearchScope) -> any PromptScreen {
        let router = SearchRouter(navigator: navigator, routes: routes, scope: scope)
        let presenter = SearchPresenter(router: router, scope: scope)
        let view = SearchView(presenter: presenter, scope: scope)
        presenter.view = view
        return view
    }

    public func showResults(for query: String) {
        switch scope {
        case .qiita: navigator?.push(routes.screen(for: .itemList(.search(query))))
        case .kept: navigator?.push(routes.screen(for: .keptSearch(query)))
        }
    }
}
