import TerminalUI

/// Draws the trend with TerminalUI's virtual ``ListView``, one entry in a few lines (the title
/// wrapped, the author and the date, the excerpt's first line), and turns keys into presenter events.
@MainActor
public final class TrendView: Screen, TrendViewInterface {
    /// What a key does on this screen.
    enum Action: Hashable, Sendable {
        case move(ListAction)
        case open
        case author
        case refresh
    }

    /// The one table that both dispatches keys and generates this screen's help; each binding
    /// carries its config name for `[keys]` overrides.
    nonisolated static let keyTable = KeyTable<Action>(
        ListAction.defaultBindings.map { $0.mapAction(Action.move) } + [
            .init([.enter, .right, .character("l")], .open, "Open the article", group: "Trend", name: "open"),
            .init([.character("a")], .author, "The author's items", group: "Trend", name: "author"),
            .init([.character("r")], .refresh, "Fetch the trend again", group: "Trend", name: "refresh"),
        ])

    public weak var host: (any ScreenHost)?
    private let presenter: any TrendPresenterInterface
    private let keyTable: KeyTable<Action>
    private let list: ListView<LaidOutRows<TrendRow>>
    private var state = TrendViewState()
    private var activity = ScreenActivity()

    /// Creates the view with the user's `keys`; the presenter is owned by it.
    init(presenter: any TrendPresenterInterface, keys: KeyOverrides = KeyOverrides()) {
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

    public func show(_ state: TrendViewState) {
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
        case .author: presenter.didChooseAuthor(row: list.selection)
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

extension TrendView {
    /// The lines of one entry at `width`: the title wrapped, the author and the date, the
    /// excerpt's first line (cut to the width), and a blank line.
    static func lines(of row: TrendRow, width: Int, theme: Theme) -> [StyledLine] {
        let width = max(1, width)
        let title = TextLayout.wrap(StyledLine(TextLayout.singleLine(DisplayText(sanitizing: row.title)), style: theme[.title]), toWidth: width)
        let byline = StyledLine([
            StyledSpan(TextLayout.singleLine(DisplayText(sanitizing: row.author)), style: theme[.author]),
            StyledSpan(DisplayText(sanitizing: row.date.isEmpty ? "" : "  \(row.date)"), style: theme[.dim]),
        ])
        let indent = width > 12 ? 2 : 0
        let excerpt = TextLayout.wrap(
            StyledLine(TextLayout.singleLine(DisplayText(sanitizing: row.excerpt)), style: theme[.dim]), toWidth: max(1, width - indent)
        ).prefix(1).map { StyledLine([StyledSpan(DisplayText(sanitizing: String(repeating: " ", count: indent)))] + $0.spans) }
        return title + TextLayout.wrap([byline], toWidth: width) + excerpt + [StyledLine()]
    }
}
