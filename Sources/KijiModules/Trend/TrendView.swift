import TerminalUI

/// Draws the trend on ``RowsScreen``, one entry in a few lines (the title wrapped, the author and
/// the date, the excerpt's first line); its own keys open an entry, its author, and fetch again.
@MainActor
public final class TrendView: RowsScreen<TrendRow, TrendView.Action> {
    /// What the trend's own keys do.
    public enum Action: Hashable, Sendable {
        case open
        case author
        case refresh
    }

    /// The one table that both dispatches keys and generates this screen's help; each binding
    /// carries its config name for `[keys]` overrides.
    nonisolated static let keyTable = RowsKey<Action>.table([
        .init([.enter, .right, .character("l")], .open, tr("Open the article"), group: tr("Trend"), name: "open"),
        .init([.character("a")], .author, tr("The author's items"), group: tr("Trend"), name: "author"),
        .init([.character("r")], .refresh, tr("Fetch the trend again"), group: tr("Trend"), name: "refresh"),
    ])

    private let presenter: any TrendPresenterInterface

    /// Creates the view with the user's `keys`; the presenter is owned by it.
    init(presenter: any TrendPresenterInterface, keys: KeyOverrides = KeyOverrides()) {
        self.presenter = presenter
        super.init(presenter: RowsPresenterCalls(presenter), keyTable: TrendView.keyTable, keys: keys, layout: TrendView.lines)
    }

    override func perform(_ action: Action) {
        switch action {
        case .open: presenter.didChooseItem(row: selectedRow)
        case .author: presenter.didChooseAuthor(row: selectedRow)
        case .refresh: presenter.didRequestRefresh(selectedRow: selectedRow)
        }
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
