import FoundationEssentials
import KijiDomain

/// What the Trend presenter tells its view.
@MainActor
public protocol TrendViewInterface: AnyObject {
    /// Shows the whole state; the view draws it, asking for the rows it draws, and keeps its own
    /// scroll position.
    func show(_ state: TrendViewState)
    /// Shows or hides the busy spinner.
    func setBusy(_ busy: Bool)
}

/// What the Trend view tells its presenter.
@MainActor
public protocol TrendPresenterInterface: AnyObject {
    /// The breadcrumb title.
    var title: String { get }
    /// The row at `index`, in the feed's order, made when the view draws it; nil when there is none.
    func row(at index: Int) -> TrendRow?
    /// The view is on screen: show the kept feed, then fetch it.
    func viewDidLoad()
    /// The user chose the entry in `row` (Enter): its article.
    func didChooseItem(row: Int)
    /// The user chose the author of the entry in `row` (`a`).
    func didChooseAuthor(row: Int)
    /// The user pressed `r` with `selectedRow` selected: fetch the feed again, keeping it selected.
    func didRequestRefresh(selectedRow: Int?)
    /// The screen is leaving the stack: cancel requests.
    func viewWillClose()
}

/// The use case behind the trend: the popular-items feed, kept copy first, never an API request.
@MainActor
public protocol TrendInteractorInterface: AnyObject {
    /// The entries known now, in the feed's order.
    var trend: [TrendEntry] { get }
    /// When the kept feed on show was fetched, while the network cannot be reached; nil when online.
    var offlineSince: Date? { get }
    /// One sentence the last fetched feed gave (entries left out); nil when there is none.
    var notice: String? { get }
    /// Shows the kept feed first (`onCached` is called then), then fetches it; a feed that cannot
    /// be read leaves the entries shown as they were.
    func load(onCached: @MainActor () -> Void) async throws(LoadError)
}

/// The routes out of the trend.
@MainActor
public protocol TrendRouterInterface: AnyObject {
    /// The article of an entry, fetched with `GET /items/:id` by the detail screen.
    func showItem(_ item: ItemSummary)
    /// A user's items.
    func showUser(_ user: User.ID)
}
