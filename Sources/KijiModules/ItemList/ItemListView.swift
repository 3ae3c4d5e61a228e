import TerminalUI

/// Draws an item list with TerminalUI's virtual ``ListView`` and turns keys into presenter events.
@MainActor
public final class ItemListView: Screen, ItemListViewInterface {
    /// What a key does on this screen.
    enum Action: Hashable, Sendable {
        case move(ListAction)
        case open
        case author
        case refresh
        case toggleRead
        case myStocks
        case follow
    }

    /// The one table that both dispatches keys and generates this screen's help; each binding
    /// carries its config name for `[keys]` overrides (published by the router's `keyActionNames`).
    nonisolated static let keyTable = KeyTable<Action>(
        Movement.listBindings.map { $0.mapAction(Action.move) } + [
            .init([.enter, .right, .character("l")], .open, tr("Open the item"), group: tr("Items"), name: "open"),
            .init([.character("a")], .author, tr("The author's items"), group: tr("Items"), name: "author"),
            .init([.character("r")], .refresh, tr("Refresh (or retry a failed page)"), group: tr("Items"), name: "refresh"),
            .init([.character("u")], .toggleRead, tr("Mark read / unread"), group: tr("Items"), name: "toggle_read"),
            .init([.character("S")], .myStocks, tr("My stocks (needs kiji login)"), group: tr("Items"), name: "my_stocks"),
            .init([.character("f")], .follow, tr("Follow or unfollow this list's tag or user"), group: tr("Items"), name: "follow"),
        ])

    public weak var host: (any ScreenHost)?
    private let presenter: any ItemListPresenterInterface
    private let keyTable: KeyTable<Action>
    private let list: ListView<ItemRows>
    private var state = ItemListViewState()
    private var activity = ScreenActivity()

    /// Creates the view; the presenter is owned by it.
    init(presenter: any ItemListPresenterInterface, keys: KeyOverrides = KeyOverrides()) {
        self.presenter = presenter
        keyTable = keys.applied(to: Self.keyTable)
        list = ListView(source: ItemRows { [presenter] index in presenter.row(at: index) })
        list.emptyText = tr("This list is empty.")
        list.loadingIndicator = .empty
        list.loadingText = tr("Loading…")
    }

    /// The row currently selected.
    public var selectedRow: Int { list.selection }

    public var title: DisplayText { DisplayText(sanitizing: presenter.title) }

    public var status: ScreenStatus {
        ScreenStatus(
            message: DisplayText(sanitizing: state.message), isError: state.messageIsError,
            detail: DisplayText(sanitizing: state.errorDetail),
            facts: [state.rateLimitFact, state.countFact].filter { !$0.isEmpty }.map { DisplayText(sanitizing: $0) })
    }

    /// Whether you follow this list's tag or user, once known (`Following #swift`).
    public var headerNote: DisplayText { DisplayText(sanitizing: state.followFact) }

    public var helpLines: [StyledLine] { keyTable.helpLines() }

    public var isWaitingForContent: Bool { state.rowCount == 0 && state.footer == .loading }

    public func start() { presenter.viewDidLoad() }

    public func show(_ state: ItemListViewState) {
        self.state = state
        list.source.reload(count: state.rowCount)
        list.isLoading = state.footer == .loading
        if case .failed(let message) = state.footer { list.errorText = DisplayText(sanitizing: message) } else { list.errorText = nil }
        if case .end(let reason) = state.footer { list.endText = DisplayText(sanitizing: reason) } else { list.endText = nil }
        list.reloadData()
        if let row = state.selectionRequest { list.select(row: row) }
        host?.setNeedsDisplay()
    }

    public func setBusy(_ busy: Bool) { activity.set(busy, on: host) }

    public func showNote(_ message: String) { host?.say(DisplayText(sanitizing: message), isError: false, detail: .empty) }

    public func draw(in canvas: Canvas, theme: Theme) {
        list.theme = theme
        list.source.theme = theme
        list.draw(in: canvas)
    }

    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handle(mouse: event) }
        guard let action = keyTable.action(for: key) else { return false }
        switch action {
        case .move(let movement):
            list.perform(movement)
            presenter.didMoveSelection(to: list.selection, rowsInView: list.rowsInView)
            if movement == .bottom { presenter.didJumpToLastLoaded() }
        case .open:
            presenter.didOpen(row: list.selection)
        case .author:
            presenter.didChooseAuthor(row: list.selection)
        case .refresh:
            presenter.didRequestRefresh(selectedRow: list.selection)
        case .toggleRead:
            presenter.didToggleRead(row: list.selection)
        case .myStocks:
            presenter.didRequestMyStocks()
        case .follow:
            presenter.didPressFollow()
        }
        host?.setNeedsDisplay()
        return true
    }

    public func close() {
        activity.end(on: host)
        presenter.viewWillClose()
    }

    /// Wheel scrolls and a click selects; clicks go on to the presenter, which opens on a double click.
    private func handle(mouse event: MouseEvent) -> Bool {
        let before = list.selection
        guard list.handle(.mouse(event)) else { return false }
        presenter.didMoveSelection(to: list.selection, rowsInView: list.rowsInView)
        if event.kind == .leftClick { presenter.didClick(row: list.selection, wasSelected: before == list.selection) }
        host?.setNeedsDisplay()
        return true
    }
}

/// The rows of an item list as a ``ListDataSource``: two lines each, made when drawn.
///
/// Only the rows drawn are asked for, from `rowAt` (the presenter), so a list of any length costs
/// the rows on screen; ``ListView`` keeps the rows in view measured until ``reload(count:)`` (with
/// the list's `reloadData()`), the width or the theme change.
@MainActor
final class ItemRows: ListDataSource {
    var theme: Theme = .standard
    private(set) var numberOfRows = 0
    private let rowAt: @MainActor (Int) -> ItemRowViewModel?

    /// Creates the rows; `rowAt` makes the view model of a row when it is drawn.
    init(rowAt: @escaping @MainActor (Int) -> ItemRowViewModel?) {
        self.rowAt = rowAt
    }

    /// The rows changed (their number, content or read state).
    func reload(count: Int) {
        numberOfRows = count
    }

    func height(ofRow row: Int, width: Int) -> Int { 2 }

    func render(row: Int, width: Int) -> [StyledLine] {
        guard let model = rowAt(row) else { return [StyledLine(), StyledLine()] }
        let titleStyle = model.isRead ? theme[.dim] : theme[.title]
        let title = StyledLine(DisplayText(sanitizing: model.title), style: titleStyle)
        var facts = StyledLine([StyledSpan("  "), StyledSpan(DisplayText(sanitizing: model.author), style: theme[.author])])
        for tag in model.tags { facts.append(StyledSpan(DisplayText(sanitizing: " #" + tag), style: theme[.tag])) }
        facts.append(StyledSpan(DisplayText(sanitizing: "  \(model.counts)  \(model.date)"), style: theme[.dim]))
        return [title, facts]
    }
}
