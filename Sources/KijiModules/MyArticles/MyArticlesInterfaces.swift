import FoundationEssentials
import KijiDomain

/// What the MyArticles view tells its presenter: what every rows screen does (``RowsPresenting``:
/// a move near the end reads the next page), and the list's own keys. The presenter tells its view
/// through ``RowsViewInterface``.
@MainActor
public protocol MyArticlesPresenterInterface: RowsPresenting<MyArticlesRow> {
    /// The user chose the article in `row` (Enter).
    func didChooseItem(row: Int)
    /// The user pressed `r` with `selectedRow` selected: load the list again, keeping it selected.
    func didRequestRefresh(selectedRow: Int?)
}

/// The use case behind your articles: `authenticated_user/items`, page by page.
@MainActor
public protocol MyArticlesInteractorInterface: AnyObject {
    /// The articles known now, newest first.
    var articles: [MyItem] { get }
    /// Whether the last page is read.
    var isFinished: Bool { get }
    /// Loads the first page again, in place of every page read.
    func load() async throws(LoadError)
    /// Reads the next page, if there is one, and adds its articles.
    func loadMore() async throws(LoadError)
}

/// The routes out of your articles.
@MainActor
public protocol MyArticlesRouterInterface: AnyObject {
    /// The article, fetched with `GET /items/:id` by the detail screen.
    func showItem(_ item: ItemSummary)
}
