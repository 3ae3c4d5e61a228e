import FoundationEssentials
import KijiDomain
import TerminalUI

/// What the item list presenter tells its view: what every rows screen is told
/// (``RowsViewInterface``), and a note about what a key did.
@MainActor
public protocol ItemListViewInterface: RowsViewInterface {
    /// Says in the status bar, until the next key, what a key did (`G` on a long list, `u`).
    func showNote(_ message: String)
}

/// What the item list view tells its presenter: what every rows screen does (``RowsPresenting``:
/// a move near the end reads the next page), and the list's own keys.
@MainActor
public protocol ItemListPresenterInterface: RowsPresenting<ItemRowViewModel> {
    /// The user jumped to the last row (`G`): it is the last loaded, which the status line says
    /// while more follow; the jump loads one page more, not the whole list.
    func didJumpToLastLoaded()
    /// The user opened the item in `row`.
    func didOpen(row: Int)
    /// The user clicked `row`, which was already selected when `wasSelected`; a second click on the
    /// same selected row within ``ItemListPresenter/doubleClickInterval`` opens it.
    func didClick(row: Int, wasSelected: Bool)
    /// The user asked for the author of the item in `row`.
    func didChooseAuthor(row: Int)
    /// The user pressed `r` with `selectedRow` selected: retry a failed page, or reload from page 1
    /// keeping the selected item (when `selectedRow` holds one).
    func didRequestRefresh(selectedRow: Int?)
    /// The user pressed `u`: mark the item in `row` unread if it was read, read otherwise.
    func didToggleRead(row: Int)
    /// The user pressed `S`: the signed-in user's stocks.
    func didRequestMyStocks()
    /// The user pressed `f`: follow or unfollow this list's tag or user.
    func didPressFollow()
}

/// The use case behind an item list: fetch pages, merge and de-duplicate.
@MainActor
public protocol ItemListInteractorInterface: AnyObject {
    /// The items loaded so far, in order, without duplicates: what their rows show, no bodies.
    var items: [ItemSummary] { get }
    /// Whether the last page has been loaded.
    var reachedEnd: Bool { get }
    /// Why the list ended, once it has.
    var end: ListEnd? { get }
    /// How many items the next page holds at most; the prefetch distance follows it.
    var nextPageSize: Int { get }
    /// The total the server reported, when known.
    var totalCount: Int? { get }
    /// The rate limit left after the last page, when known.
    var rateLimit: RateLimitStatus? { get }
    /// The cached pages on show in place of a fresh answer: when they were fetched and why; nil when fresh.
    var fallback: Fallback? { get }
    /// Loads the next page and appends its new items. The first page shows from the cache at once
    /// (`onCached` is called then), and is replaced in place when the fresh one arrives.
    func loadNextPage(onCached: @MainActor () -> Void) async throws(LoadError)
    /// Loads page 1 again and replaces everything; offline, the cached page 1 stays.
    func reload() async throws(LoadError)
    /// Whether the item was opened before (or marked read).
    func isRead(_ id: Item.ID) -> Bool
    /// Marks an item read or unread.
    func setRead(_ read: Bool, _ id: Item.ID)
    /// The signed-in user, asked of the account; throws when there is no token or no answer.
    func signedInUser() async throws(LoadError) -> User.ID
}

/// The routes out of an item list.
@MainActor
public protocol ItemListRouterInterface: AnyObject {
    /// Opens an item.
    func showItem(_ item: ItemSummary)
    /// Opens a user's items.
    func showAuthor(_ user: User.ID)
    /// Opens a user's stocks, unless this list is that one already.
    func showStocks(of user: User.ID)
}
