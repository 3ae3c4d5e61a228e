import Localization

/// Checks a query and routes to its results.
@MainActor
public final class SearchPresenter: SearchPresenterInterface {
    /// The view; weak, because the view owns the presenter.
    public weak var view: (any SearchViewInterface)?
    private let router: any SearchRouterInterface
    private let scope: SearchScope

    /// Creates the presenter of the prompt that searches `scope`.
    public init(router: any SearchRouterInterface, scope: SearchScope = .qiita) {
        self.router = router
        self.scope = scope
    }

    public func didSubmit(_ text: String) -> Bool {
        let query = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !query.isEmpty else {
            let problem: String =
                switch scope {
                case .qiita: tr("Type words, tag:NAME or user:NAME, then Enter (Esc cancels).")
                case .kept: tr("Type words the kept items hold, then Enter (Esc cancels).")
                }
            view?.showProblem(problem)
            return false
        }
        router.showResults(for: query)
        return true
    }
}
