import TerminalUI

/// Draws the timeline on ``RowsScreen``, one entry in a few lines (the title wrapped, then the
/// author, why it is there and the day); the selection nearing the end reads more. Its own keys
/// open an entry, its author, and read the timeline again.
@MainActor
public final class TimelineView: RowsScreen<TimelineRow, TimelineView.Action> {
    /// What the timeline's own keys do.
    public enum Action: Hashable, Sendable {
        case open
        case author
        case refresh
    }

    /// The one table that both dispatches keys and generates this screen's help; each binding
    /// carries its config name for `[keys]` overrides.
    nonisolated static let keyTable = RowsKey<Action>.table([
        .init([.enter, .right, .character("l")], .open, tr("Open the article"), group: tr("Timeline"), name: "open"),
        .init([.character("a")], .author, tr("The author's items"), group: tr("Timeline"), name: "author"),
        .init([.character("r")], .refresh, tr("Read the timeline again"), group: tr("Timeline"), name: "refresh"),
    ])

    private let presenter: any TimelinePresenterInterface

    /// Creates the view with the user's `keys`; the presenter is owned by it.
    init(presenter: any TimelinePresenterInterface, keys: KeyOverrides = KeyOverrides()) {
        self.presenter = presenter
        super.init(presenter: RowsPresenterCalls(presenter), keyTable: TimelineView.keyTable, keys: keys, layout: TimelineView.lines)
    }

    override func perform(_ action: Action) {
        switch action {
        case .open: presenter.didChooseItem(row: selectedRow)
        case .author: presenter.didChooseAuthor(row: selectedRow)
        case .refresh: presenter.didRequestRefresh()
        }
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
            StyledSpan(DisplayText(sanitizing: row.reasons.isEmpty ? "" : "  " + row.reasons), style: theme[.tag]),
            StyledSpan(DisplayText(sanitizing: row.date.isEmpty ? "" : "  \(row.date)"), style: theme[.dim]),
        ])
        return title + TextLayout.wrap([byline], toWidth: width) + [StyledLine()]
    }
}
