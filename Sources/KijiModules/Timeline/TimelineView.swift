import TerminalUI

/// Draws the timeline with TerminalUI's virtual ``ListView``, one entry in a few lines (the title
/// wrapped, then the author, why it is there and the day), and turns keys into presenter events;
/// the selection nearing the end reads more.
@MainActor
public final class TimelineView: Screen, TimelineViewInterface {
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
            .init([.enter, .right, .character("l")], .open, "Open the article", group: "Timeline", name: "open"),
            .init([.character("a")], .author, "The author's items", group: "Timeline", name: "author"),
            .init([.character("r")], .refresh, "Read the timeline again", group: "Timeline", name: "refresh"),
        ])

    public weak var host: (any ScreenHost)?
    private let presenter: any TimelinePresenterInterface
    private let keyTable: KeyTable<Action>
    private let list: ListView<LaidOutRows<TimelineRow>>
    private var state = TimelineViewState()
    private var activity = ScreenActivity()

    /// Creates the view with the user's `keys`; the presenter is owned by it.
    init(presenter: any TimelinePresenterInterface, keys: KeyOverrides = KeyOverrides()) {
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
            facts: state.facts.map { DisplayText(sanitizing: $0) })
    }

    public var helpLines: [StyledLine] { keyTable.helpLines() }

    public func start() { presenter.viewDidLoad() }

    public func show(_ state: TimelineViewState) {
        self.state = state
        list.source.reload(count: state.rowCount)
        list.isLoading = state.isLoading
        list.emptyText = DisplayText(sanitizing: state.emptyText)
        list.errorText = state.loadFailure.map { DisplayText(sanitizing: $0) }
        list.reloadData()
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
        case .refresh: presenter.didRequestRefresh()
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

    /// The selection moved: the new row shows from its first line, and near the end more is read.
    private func followSelection() {
        presenter.didMoveSelection(to: list.selection)
        guard list.source.select(list.selection) else { return }
        list.reloadData()
    }
}

extension TimelineView {
    /// The lines of one entry at `width`: the title wrapped, then the author, why it is there
    /// (`#swift @alice`) and the day, and a blank line.
    static func lines(of row: TimelineRow, width: Int, theme: Theme) -> [StyledLine] {
        let width = max(1, width)
        let title = TextLayout.wrap(StyledLine(TextLayout.singleLine(DisplayText(sanitizing: row.title)), style: theme[.title]), toWidth: width)
        let byline = StyledLine([
            StyledSpan(DisplayText(sanitizing: row.author), style: theme[.author]),
            StyledSpan(DisplayText(sanitizing: "  " + row.reasons), style: theme[.tag]),
            StyledSpan(DisplayText(sanitizing: row.date.isEmpty ? "" : "  \(row.date)"), style: theme[.dim]),
        ])
        return title + TextLayout.wrap([byline], toWidth: width) + [StyledLine()]
    }
}
