import KijiDomain

/// Builds the search prompt and routes to results.
@MainActor
public final class SearchRouter: SearchRouterInterface {
    private weak var navigator: (any Navigating)?
    private let routes: any Routes

    /// Creates the router of the prompt; `assembleModule` is the way in, tests may use this.
    init(navigator: any Navigating, routes: any Routes) {
        self.navigator = navigator
        self.routes = routes
    }

    /// Builds and wires the search prompt; its results are a list built through `routes`.
    public static func assembleModule(navigator: any Navigating, routes: any Routes) -> any PromptScreen {
        let router = SearchRouter(navigator: navigator, routes: routes)
        let presenter = SearchPresenter(router: router)
        let view = SearchView(presenter: presenter)
        presenter.view = view
        return view
    }

    public func showResults(for query: String) {
        navigator?.push(routes.screen(for: .itemList(.search(query))))
    }
}
