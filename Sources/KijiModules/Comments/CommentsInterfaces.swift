import Foundation
import KijiDomain

/// What the Comments presenter tells its view.
@MainActor
public protocol CommentsViewInterface: AnyObject {
    /// Shows the whole state; the view draws it, asking for the rows it draws, and keeps its own
    /// scroll position.
    func show(_ state: CommentsViewState)
    /// Shows or hides the busy spinner.
    func setBusy(_ busy: Bool)
}

/// What the Comments view tells its presenter.
@MainActor
public protocol CommentsPresenterInterface: AnyObject {
    /// The breadcrumb title.
    var title: String { get }
    /// The row at `index` of the rows last shown, made when the view draws it; nil when there is none.
    func row(at index: Int) -> CommentsRow?
    /// The view is on screen: load the first page.
    func viewDidLoad()
    /// The selection moved to `row`; fetch the next page when it nears the end.
    func didMoveSelection(to row: Int)
    /// The user opened the item in `row`.
    func didOpen(row: Int)
    /// The user pressed `r` with `selectedRow` selected: retry a failed page, or reload from page 1
    /// keeping the selected item.
    func didRequestRefresh(selectedRow: Int?)
    /// The screen is leaving the stack: cancel requests.
    func viewWillClose()
}

/// The use case behind the Comments list: fetch pages, merge and de-duplicate.
@MainActor
public protocol CommentsInteractorInterface: AnyObject {
    /// The items loaded so far, in order, without duplicates: what their rows show, no bodies.
    var items: [ItemSummary] { get }
    /// Whether the last page has been loaded.
    var reachedEnd: Bool { get }
    /// The total the server reported, when known.
    var totalCount: Int? { get }
    /// When the cached pages on show were fetched, while the network cannot be reached; nil when online.
    var offlineSince: Date? { get }
    /// Loads the next page and appends its new items. The first page shows from the cache at once
    /// (`onCached` is called then), and is replaced when the fresh one arrives.
    func loadNextPage(onCached: @MainActor () -> Void) async throws(LoadError)
    /// Loads page 1 again and replaces everything; offline, the cached page 1 stays.
    func reload() async throws(LoadError)
    /// Whether the item was opened before.
    func isRead(_ id: Item.ID) -> Bool
    /// Records that the item was opened.
    func markRead(_ id: Item.ID)
}

/// The routes out of the Comments list.
@MainActor
public protocol CommentsRouterInterface: AnyObject {
    /// Opens an item.
    func showItem(_ item: ItemSummary)
}
