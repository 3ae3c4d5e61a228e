import TerminalUI

/// The view of a list of rows of any height, shared by every screen made from the `rows` template
/// (the trend, the timeline, your articles, an item's comments).
///
/// It draws TerminalUI's virtual ``ListView`` over ``LaidOutRows``, asking the presenter for the
/// rows it draws and the subclass's `layout` for their lines; it shows a ``RowsViewState`` (the
/// count and the status, the empty, failure and end rows, a requested selection), keeps the
/// screen's share of the spinner, and handles the keys every such list has: the movements (the
/// page keys scroll a row taller than the screen before the selection moves on, and a move near
/// the end tells the presenter, which may read more), the mouse, and the key table's help. A
/// screen subclasses it with its `Row` and its own `Action`s and overrides ``perform(_:)``.
@MainActor
public class RowsScreen<Row, Action: Hashable & Sendable>: Screen, RowsViewInterface {
    public weak var host: (any ScreenHost)?
    /// The list; a subclass reaches its rows' links through `list.source`.
    let list: ListView<LaidOutRows<Row>>
    /// The state shown last.
    private(set) var state = RowsViewState()
    private let presenter: RowsPresenterCalls<Row>
    private let keyTable: KeyTable<RowsKey<Action>>
    private var activity = ScreenActivity()

    /// Creates the view over `presenter` (which it owns), with `keyTable` (made by
    /// ``RowsKey/table(_:)``) as the user's `keys` change it, laying each row out with `layout`.
    init(
        presenter: RowsPresenterCalls<Row>, keyTable: KeyTable<RowsKey<Action>>, keys: KeyOverrides,
        layout: @escaping @MainActor (Row, Int, Theme) -> [StyledLine]
    ) {
        self.presenter = presenter
        self.keyTable = keys.applied(to: keyTable)
        list = ListView(source: LaidOutRows(rowAt: presenter.row, layout: layout))
        list.loadingIndicator = .empty
        list.loadingText = tr("Loading…")
    }

    /// The row currently selected.
    public var selectedRow: Int { list.selection }

    public var title: DisplayText { TextLayout.singleLine(DisplayText(sanitizing: presenter.title())) }

    public var status: ScreenStatus {
        ScreenStatus(
            message: DisplayText(sanitizing: state.message), isError: state.messageIsError,
            detail: DisplayText(sanitizing: state.errorDetail),
            facts: state.facts.filter { !$0.isEmpty }.map { DisplayText(sanitizing: $0) })
    }

    /// What the state says beside the title (a list's follow state); empty for nothing.
    public var headerNote: DisplayText { DisplayText(sanitizing: state.headerNote) }

    public var helpLines: [StyledLine] { keyTable.helpLines() }

    public var isWaitingForContent: Bool { state.rowCount == 0 && state.isLoading }

    public func start() { presenter.viewDidLoad() }

    public func show(_ state: RowsViewState) {
        self.state = state
        list.source.reload(count: state.rowCount)
        list.isLoading = state.isLoading
        list.emptyText = DisplayText(sanitizing: state.emptyText)
        list.errorText = state.loadFailure.map { DisplayText(sanitizing: $0) }
        list.endText = state.endText.map { DisplayText(sanitizing: $0) }
        list.reloadData()
        if let row = state.selectionRequest { list.select(row: row) }
        list.source.select(list.selection)
        host?.setNeedsDisplay()
    }

    public func setBusy(_ busy: Bool) { activity.set(busy, on: host) }

    public func draw(in canvas: Canvas, theme: Theme) {
        list.theme = theme
        list.source.theme = theme
        list.source.visibleHeight = canvas.height
        list.draw(in: canvas)
    }

    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key {
            let before = list.selection
            guard list.handle(key) else { return false }
            followSelection()
            if event.kind == .leftClick { clicked(row: list.selection, wasSelected: before == list.selection) }
            host?.setNeedsDisplay()
            return true
        }
        guard let action = keyTable.action(for: key) else { return false }
        switch action {
        case .move(let movement): move(movement)
        case .own(let own): perform(own)
        }
        host?.setNeedsDisplay()
        return true
    }

    /// Does one of the screen's own actions, on the selected row (``selectedRow``); each screen
    /// overrides it, calling its presenter.
    func perform(_ action: Action) {}

    /// A click selected `row`, which was selected already when `wasSelected`; a screen that opens
    /// a row on a double click overrides it.
    func clicked(row: Int, wasSelected: Bool) {}

    /// The selection moved by `movement` (after the presenter heard of it); a screen that says
    /// something of a move (`G` on a list read page by page) overrides it.
    func moved(by movement: ListAction) {}

    /// Selects `row` as a move would (the presenter hears of it), for a screen that goes to a row
    /// of its own accord (a find's match).
    func select(row: Int) {
        list.select(row: row)
        followSelection()
    }

    public func close() {
        activity.end(on: host)
        presenter.viewWillClose()
    }

    /// Page keys scroll a row taller than the screen before moving on; other keys move by row.
    private func move(_ movement: ListAction) {
        if list.source.scroll(movement) {
            list.reloadData()
        } else {
            list.perform(movement)
            followSelection()
            moved(by: movement)
        }
    }

    /// The selection moved: the presenter hears of it (near the end, a paged list reads more), and
    /// the new row shows from its first line, with no link focused; the rows are measured again
    /// only when the row left was scrolled or had a link focused, the one change of its lines.
    private func followSelection() {
        presenter.didMoveSelection(list.selection, list.rowsInView)
        let leftRowChanges = list.source.offset != 0 || list.source.focusedLink != nil
        guard list.source.select(list.selection), leftRowChanges else { return }
        list.reloadData()
    }
}

/// A rows presenter as the calls ``RowsScreen`` makes to it, holding the presenter.
///
/// A screen's presenter is an existential of its own interface (`any <Name>PresenterInterface`),
/// which Swift converts to no `any RowsPresenting<Row>`; opened here, it becomes these calls.
@MainActor
struct RowsPresenterCalls<Row> {
    let title: @MainActor () -> String
    let row: @MainActor (Int) -> Row?
    let viewDidLoad: @MainActor () -> Void
    let didMoveSelection: @MainActor (_ row: Int, _ rowsInView: Int) -> Void
    let viewWillClose: @MainActor () -> Void

    /// The calls to `presenter`, which they keep.
    init<Presenter: RowsPresenting>(_ presenter: Presenter) where Presenter.Row == Row {
        title = { [presenter] in presenter.title }
        row = { [presenter] index in presenter.row(at: index) }
        viewDidLoad = { [presenter] in presenter.viewDidLoad() }
        didMoveSelection = { [presenter] row, rowsInView in presenter.didMoveSelection(to: row, rowsInView: rowsInView) }
        viewWillClose = { [presenter] in presenter.viewWillClose() }
    }
}
