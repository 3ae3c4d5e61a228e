import Localization

/// Checks a query and routes to its results.
@MainActor
public final class SearchPresenter: SearchPresenterInterface {
    /// The view; weak, because the view owns the presenter.
    public weak var view: (any SearchViewInterface)?
    private let router: any SearchRouterInterface

    /// Creates the presenter.
    public init(router: any SearchRouterInterface) { self.router = router }

    public func didSubmit(_ text: String) -> Bool {
        let query = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !query.isEmpty else {
            view?.showProblem(tr("Type words, tag:NAME or user:NAME, then Enter (Esc cancels)."))
            return false
        }
        router.showResults(for: query)
        return true
    }
}
