import FoundationEssentials
import KijiDomain

/// What the MyArticles presenter tells its view.
@MainActor
public protocol MyArticlesViewInterface: AnyObject {
    /// Shows the whole state; the view draws it, asking for the rows it draws.
    func show(_ state: MyArticlesViewState)
    /// Shows or hides the busy spinner.
    func setBusy(_ busy: Bool)
}

/// What the MyArticles view tells its presenter.
@MainActor
public protocol MyArticlesPresenterInterface: AnyObject {
    /// The breadcrumb title.
    var title: String { get }
    /// The row at `index`, newest first, made when the view draws it; nil when there is none.
    func row(at index: Int) -> MyArticlesRow?
    /// The view is on screen: load the list.
    func viewDidLoad()
    /// The user chose the article in `row` (Enter).
    func didChooseItem(row: Int)
    /// The user pressed `r` with `selectedRow` selected: load the list again, keeping it selected.
    func didRequestRefresh(selectedRow: Int?)
    /// The screen is leaving the stack: cancel requests.
    func viewWillClose()
}

/// The use case behind your articles: `authenticated_user/items`, the newest 100 at once.
@MainActor
public protocol MyArticlesInteractorInterface: AnyObject {
    /// The articles known now, newest first.
    var articles: [MyItem] { get }
    /// Loads the list from the network.
    func load() async throws(LoadError)
}

/// The routes out of your articles.
@MainActor
public protocol MyArticlesRouterInterface: AnyObject {
    /// The article, fetched with `GET /items/:id` by the detail screen.
    func showItem(_ item: ItemSummary)
}
