import FoundationEssentials
import KijiDomain

/// What the Timeline view tells its presenter: what every rows screen does (``RowsPresenting``:
/// a move near the end reads more), and the timeline's own keys. The presenter tells its view
/// through ``RowsViewInterface``.
@MainActor
public protocol TimelinePresenterInterface: RowsPresenting<TimelineRow> {
    /// The user chose the item in `row` (Enter).
    func didChooseItem(row: Int)
    /// The user chose the author of the item in `row` (`a`).
    func didChooseAuthor(row: Int)
    /// The user pressed `r`: read the sources and the timeline again.
    func didRequestRefresh()
}

/// The use case behind the timeline: followed tags and users merged newest first, read lazily.
@MainActor
public protocol TimelineInteractorInterface: AnyObject {
    /// The entries merged so far, newest first.
    var entries: [TimelineEntry] { get }
    /// Whether every source is read to its end.
    var isFinished: Bool { get }
    /// The rate limit the most recent page reported.
    var rateLimit: RateLimitStatus? { get }
    /// The kept copy shown for a source's page the network did not give; nil while all were fresh.
    var fallback: Fallback? { get }
    /// Reads the sources again and merges the first `count` entries.
    func start(count: Int) async throws(LoadError)
    /// Merges up to `count` more entries; throws what stopped it, keeping what was merged.
    func loadMore(_ count: Int) async throws(LoadError)
}

/// The routes out of the timeline.
@MainActor
public protocol TimelineRouterInterface: AnyObject {
    /// The article of an entry.
    func showItem(_ item: ItemSummary)
    /// A user's items.
    func showUser(_ user: User.ID)
}
