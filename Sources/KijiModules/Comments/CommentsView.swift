import TerminalUI

/// Draws the Comments list with TerminalUI's virtual ``ListView`` and turns keys into presenter events.
@MainActor
public final class CommentsView: Screen, CommentsViewInterface {
    /// What a key does on this screen.
    enum Action: Hashable, Sendable {
        case move(ListAction)
        case open
        case refresh
    }

    /// The one table that both dispatches keys and generates this screen's help; each binding
    /// carries its config name for `[keys]` overrides.
    nonisolated static let keyTable = KeyTable<Action>(
        ListAction.defaultBindings.map { $0.mapAction(Action.move) } + [
            .init([.enter, .right, .character("l")], .open, "Open the item", group: "Comments", name: "open"),
            .init([.character("r")], .refresh, "Refresh (or retry a failed page)", group: "Comments", name: "refresh"),
        ])

    public weak var host: (any ScreenHost)?
    private let presenter: any CommentsPresenterInterface
    private let keyTable: KeyTable<Action>
    private let list: ListView<CommentsRows>
    private var state = CommentsViewState()
    private var activity = ScreenActivity()

    /// Creates the view with the user's `keys`; the presenter is owned by it.
    init(presenter: any CommentsPresenterInterface, keys: KeyOverrides = KeyOverrides()) {
        self.presenter = presenter
        keyTable = keys.applied(to: Self.keyTable)
        list = ListView(source: CommentsRows { [presenter] index in presenter.row(at: index) })
        list.emptyText = "This list is empty."
        list.loadingIndicator = "Loading…"
    }

    /// The row currently selected.
    public var selectedRow: Int { list.selection }

    public var title: DisplayText { TextLayout.singleLine(DisplayText(sanitizing: presenter.title)) }

    public var status: ScreenStatus {
        ScreenStatus(
            message: DisplayText(sanitizing: state.message), isError: state.messageIsError,
            detail: DisplayText(sanitizing: state.errorDetail),
            facts: [state.countFact].filter { !$0.isEmpty }.map { DisplayText(sanitizing: $0) })
    }

    public var helpLines: [StyledLine] { keyTable.helpLines() }

    public func start() { presenter.viewDidLoad() }

    public func show(_ state: CommentsViewState) {
        self.state = state
        list.source.reload(count: state.rowCount)
        list.isLoading = state.footer == .loading
        if case .failed(let message) = state.footer { list.errorText = DisplayText(sanitizing: message) } else { list.errorText = nil }
        list.reloadData()
        if let row = state.selectionRequest { list.select(row: row) }
        host?.setNeedsDisplay()
    }

    public func setBusy(_ busy: Bool) { activity.set(busy, on: host) }

    public func draw(in canvas: Canvas, theme: Theme) {
        list.theme = theme
        list.source.theme = theme
        list.draw(in: canvas)
    }

    public func handle(_ key: Key) -> Bool {
        if case .mouse = key {
            guard list.handle(key) else { return false }
            presenter.didMoveSelection(to: list.selection)
            host?.setNeedsDisplay()
            return true
        }
        guard let action = keyTable.action(for: key) else { return false }
        switch action {
        case .move(let movement):
            list.perform(movement)
            presenter.didMoveSelection(to: list.selection)
        case .open:
            presenter.didOpen(row: list.selection)
        case .refresh:
            presenter.didRequestRefresh(selectedRow: list.selection)
        }
        host?.setNeedsDisplay()
        return true
    }

    public func close() {
        activity.end(on: host)
        presenter.viewWillClose()
    }
}

/// The rows of the Comments list as a ``ListDataSource``: two lines each, made when drawn.
///
/// Only the rows drawn are asked for, from `rowAt` (the presenter), so a list of any length costs
/// the rows on screen.
@MainActor
final class CommentsRows: ListDataSource {
    var theme: Theme = .standard
    private(set) var numberOfRows = 0
    private let rowAt: @MainActor (Int) -> CommentsRow?

    /// Creates the rows; `rowAt` makes the view model of a row when it is drawn.
    init(rowAt: @escaping @MainActor (Int) -> CommentsRow?) {
        self.rowAt = rowAt
    }

    /// The rows changed (their number, content or read state).
    func reload(count: Int) {
        numberOfRows = count
    }

    func height(ofRow row: Int, width: Int) -> Int { 2 }

    func render(row: Int, width: Int) -> [StyledLine] {
        guard let model = rowAt(row) else { return [StyledLine(), StyledLine()] }
        let title = StyledLine(DisplayText(sanitizing: model.title), style: model.isRead ? theme[.dim] : theme[.title])
        let facts = StyledLine([
            StyledSpan("  "), StyledSpan(DisplayText(sanitizing: model.author), style: theme[.author]),
            StyledSpan(DisplayText(sanitizing: "  \(model.date)"), style: theme[.dim]),
        ])
        return [title, facts]
    }
}
