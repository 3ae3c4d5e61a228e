import Localization

/// Everything a rows screen's view shows (see ``RowsScreen``).
///
/// The rows themselves are not in it: the view asks the presenter for each row it draws, so a long
/// list keeps no row view models.
public struct RowsViewState: Sendable, Hashable {
    /// How many rows there are.
    public var rowCount = 0
    /// Whether the list is loading.
    public var isLoading = false
    /// What the screen says when the list is empty and nothing failed.
    public var emptyText: String = tr("This list is empty.")
    /// Why the list could not be loaded, shown where the rows would be; nil when nothing failed or
    /// rows are shown.
    public var loadFailure: String?
    /// What the row after the last says when nothing follows; nil while more may follow.
    public var endText: String?
    /// The status line message.
    public var message = ""
    /// Whether the message is an error.
    public var messageIsError = false
    /// Technical detail of the last error.
    public var errorDetail = ""
    /// The facts on the right of the status bar: the count, and what else the screen counts.
    public var facts: [String] = []
    /// What the header says beside the title (`Following #swift`); empty for nothing.
    public var headerNote = ""
    /// The row to select after the rows changed (a refresh keeps the same one selected).
    public var selectionRequest: Int?
}

/// What a rows screen's presenter tells its view.
@MainActor
public protocol RowsViewInterface: AnyObject {
    /// Shows the whole state; the view draws it, asking for the rows it draws, and keeps its own
    /// scroll position.
    func show(_ state: RowsViewState)
    /// Shows or hides the busy spinner.
    func setBusy(_ busy: Bool)
}

/// What a rows screen's view tells its presenter, whatever the screen: each screen's presenter
/// interface adds the actions of its own keys.
@MainActor
public protocol RowsPresenting<Row>: AnyObject {
    /// The view model of one row.
    associatedtype Row
    /// The breadcrumb title.
    var title: String { get }
    /// The row at `index`, made when the view draws it; nil when there is none.
    func row(at index: Int) -> Row?
    /// The view is on screen: load the list.
    func viewDidLoad()
    /// The selection moved to `row` (a key, the wheel, a click), with `rowsInView` rows on screen:
    /// a paged list reads more near the end. Frames and resizes do not call it.
    func didMoveSelection(to row: Int, rowsInView: Int)
    /// The screen is leaving the stack: cancel requests.
    func viewWillClose()
}
