import FoundationEssentials
import KijiDomain

/// What the Timeline presenter tells its view.
@MainActor
public protocol TimelineViewInterface: AnyObject {
    /// Shows the whole state; the view draws it, asking for the rows it draws.
    func show(_ state: TimelineViewState)
    /// Shows or hides the busy spinner.
    func setBusy(_ busy: Bool)
}

/// What the Timeline view tells its presenter.
@MainActor
public protocol TimelinePresenterInterface: AnyObject {
    /// The breadcrumb title.
    var title: String { get }
    /// The row at `index`, newest first, made when the view draws it; nil when there is none.
    func row(at index: Int) -> TimelineRow?
    /// The view is on screen: read the sources and the first entries.
    func viewDidLoad()
    /// The selection moved to `row`: near the end, more entries are read.
    func didMoveSelection(to row: Int)
    /// The user chose the item in `row` (Enter).
    func didChooseItem(row: Int)
    /// The user chose the author of the item in `row` (`a`).
    func didChooseAuthor(row: Int)
    /// The user pressed `r`: read the sources and the timeline again.
    func didRequestRefresh()
    /// The screen is leaving the stack: cancel requests.
    func viewWillClose()
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
