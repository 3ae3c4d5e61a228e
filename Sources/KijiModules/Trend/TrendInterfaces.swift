import FoundationEssentials
import KijiDomain

/// What the Trend view tells its presenter: what every rows screen does (``RowsPresenting``), and
/// the trend's own keys. The presenter tells its view through ``RowsViewInterface``.
@MainActor
public protocol TrendPresenterInterface: RowsPresenting<TrendRow> {
    /// The user chose the entry in `row` (Enter): its article.
    func didChooseItem(row: Int)
    /// The user chose the author of the entry in `row` (`a`).
    func didChooseAuthor(row: Int)
    /// The user pressed `r` with `selectedRow` selected: fetch the feed again, keeping it selected.
    func didRequestRefresh(selectedRow: Int?)
}

/// The use case behind the trend: the popular-items feed, kept copy first, never an API request.
@MainActor
public protocol TrendInteractorInterface: AnyObject {
    /// The entries known now, in the feed's order.
    var trend: [TrendEntry] { get }
    /// The kept feed on show in place of a fresh answer: when they were fetched and why; nil when fresh.
    var fallback: Fallback? { get }
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
