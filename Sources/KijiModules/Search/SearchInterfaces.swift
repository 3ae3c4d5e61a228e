/// What the search presenter tells its view.
@MainActor
public protocol SearchViewInterface: AnyObject {
    /// Shows why the query cannot be searched, keeping the prompt open.
    func showProblem(_ message: String)
}

/// What the search view tells its presenter.
@MainActor
public protocol SearchPresenterInterface: AnyObject {
    /// The user pressed Enter with this text; returns whether the prompt may close.
    func didSubmit(_ text: String) -> Bool
}

/// The routes out of search.
@MainActor
public protocol SearchRouterInterface: AnyObject {
    /// Shows the items matching a Qiita query.
    func showResults(for query: String)
}
