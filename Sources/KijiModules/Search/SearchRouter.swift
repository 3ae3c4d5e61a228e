import KijiDomain

/// Builds the search prompt and routes to results.
@MainActor
public final class SearchRouter: SearchRouterInterface {
    private weak var navigator: (any Navigating)?
    private let deps: Dependencies

    private init(navigator: any Navigating, deps: Dependencies) {
        self.navigator = navigator
        self.deps = deps
    }

    /// Builds and wires the search prompt.
    public static func assembleModule(navigator: any Navigating, deps: Dependencies) -> any PromptScreen {
        let router = SearchRouter(navigator: navigator, deps: deps)
        let presenter = SearchPresenter(router: router)
        let view = SearchView(presenter: presenter)
        presenter.view = view
        return view
    }

    public func showResults(for query: String) {
        guard let navigator else { return }
        navigator.push(ItemListRouter.assembleModule(source: .search(query), navigator: navigator, deps: deps))
    }
}
