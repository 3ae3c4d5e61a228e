import FoundationEssentials
import KijiDomain

/// What the KeptSearch view tells its presenter: what every rows screen does (``RowsPresenting``),
/// and the list's own keys. The presenter tells its view through ``RowsViewInterface``.
@MainActor
public protocol KeptSearchPresenterInterface: RowsPresenting<KeptSearchRow> {
    /// The user opened the match in `row` (Enter).
    func didOpen(row: Int)
    /// The user chose the author of the match in `row` (`a`).
    func didChooseAuthor(row: Int)
    /// The user pressed `r` with `selectedRow` selected: search again, keeping it selected.
    func didRequestRefresh(selectedRow: Int?)
}

/// The use case behind the KeptSearch list: the kept items that hold a query's words.
@MainActor
public protocol KeptSearchInteractorInterface: AnyObject {
    /// The words searched for, as typed.
    var query: String { get }
    /// The matches found last, best first.
    var matches: [SearchMatch] { get }
    /// Searches the kept items for ``query``, offline.
    func load() async throws(LoadError)
}

/// The routes out of the KeptSearch list.
@MainActor
public protocol KeptSearchRouterInterface: AnyObject {
    /// The kept article of `item`, opened with `query` found in it.
    func showItem(_ item: ItemSummary, foundWith query: String)
    /// A user's items, in a new list.
    func showUser(_ user: User.ID)
}
