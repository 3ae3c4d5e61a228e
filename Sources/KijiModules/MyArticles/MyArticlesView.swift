import TerminalUI

/// Draws your articles with TerminalUI's virtual ``ListView``, one in a few lines (the title
/// wrapped, private ones marked, then page views, likes, stocks, comments and the day), and turns
/// keys into presenter events.
@MainActor
public final class MyArticlesView: Screen, MyArticlesViewInterface {
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
            .init([.enter, .right, .character("l")], .open, "Open the article", group: "My articles", name: "open"),
            .init([.character("r")], .refresh, "Reload the list", group: "My articles", name: "refresh"),
        ])

    public weak var host: (any ScreenHost)?
    private let presenter: any MyArticlesPresenterInterface
    private let keyTable: KeyTable<Action>
    private let list: ListView<LaidOutRows<MyArticlesRow>>
    private var state = MyArticlesViewState()
    private var activity = ScreenActivity()

    /// Creates the view with the user's `keys`; the presenter is owned by it.
    init(presenter: any MyArticlesPresenterInterface, keys: KeyOverrides = KeyOverrides()) {
        self.presenter = presenter
        keyTable = keys.applied(to: Self.keyTable)
        list = ListView(source: LaidOutRows(rowAt: { [presenter] index in presenter.row(at: index) }, layout: Self.lines))
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

    public func show(_ state: MyArticlesViewState) {
        self.state = state
        list.source.reload(count: state.rowCount)
        list.isLoading = state.isLoading
        list.emptyText = DisplayText(sanitizing: state.emptyText)
        list.errorText = state.loadFailure.map { DisplayText(sanitizing: $0) }
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
        if case .mouse = key {
            guard list.handle(key) else { return false }
            followSelection()
            host?.setNeedsDisplay()
            return true
        }
        guard let action = keyTable.action(for: key) else { return false }
        switch action {
        case .move(let movement): move(movement)
        case .open: presenter.didChooseItem(row: list.selection)
        case .refresh: presenter.didRequestRefresh(selectedRow: list.selection)
        }
        host?.setNeedsDisplay()
        return true
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
        }
    }

    /// The selection moved: the new row shows from its first line.
    private func followSelection() {
        guard list.source.select(list.selection) else { return }
        list.reloadData()
    }
}

extension MyArticlesView {
    /// The lines of one article at `width`: the title wrapped (after `[private]` when it is), the
    /// counts and the day, and a blank line.
    static func lines(of row: MyArticlesRow, width: Int, theme: Theme) -> [StyledLine] {
        let width = max(1, width)
        var spans: [StyledSpan] = []
        if row.isPrivate { spans.append(StyledSpan(DisplayText(sanitizing: "[private] "), style: theme[.tag])) }
        spans.append(StyledSpan(TextLayout.singleLine(DisplayText(sanitizing: row.title)), style: theme[.title]))
        let counts = StyledLine(DisplayText(sanitizing: row.counts), style: theme[.dim])
        return TextLayout.wrap([StyledLine(spans)], toWidth: width) + TextLayout.wrap([counts], toWidth: width) + [StyledLine()]
    }
}
