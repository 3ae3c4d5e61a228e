import TerminalUI

/// Draws your articles on ``RowsScreen``, one in a few lines (the title wrapped, private ones
/// marked, then page views, likes, stocks, comments and the day); the selection nearing the end
/// reads the next page. Its own keys open an article and load the list again.
@MainActor
public final class MyArticlesView: RowsScreen<MyArticlesRow, MyArticlesView.Action> {
    /// What your articles' own keys do.
    public enum Action: Hashable, Sendable {
        case open
        case refresh
    }

    /// The one table that both dispatches keys and generates this screen's help; each binding
    /// carries its config name for `[keys]` overrides.
    nonisolated static let keyTable = RowsKey<Action>.table([
        .init([.enter, .right, .character("l")], .open, tr("Open the article"), group: tr("My articles"), name: "open"),
        .init([.character("r")], .refresh, tr("Reload the list"), group: tr("My articles"), name: "refresh"),
    ])

    private let presenter: any MyArticlesPresenterInterface

    /// Creates the view with the user's `keys`; the presenter is owned by it.
    init(presenter: any MyArticlesPresenterInterface, keys: KeyOverrides = KeyOverrides()) {
        self.presenter = presenter
        super.init(presenter: RowsPresenterCalls(presenter), keyTable: MyArticlesView.keyTable, keys: keys, layout: MyArticlesView.lines)
    }

    override func perform(_ action: Action) {
        switch action {
        case .open: presenter.didChooseItem(row: selectedRow)
        case .refresh: presenter.didRequestRefresh(selectedRow: selectedRow)
        }
    }
}

extension MyArticlesView {
    /// The lines of one article at `width`: the title wrapped (after `[private]` when it is), the
    /// counts and the day, and a blank line.
    static func lines(of row: MyArticlesRow, width: Int, theme: Theme) -> [StyledLine] {
        let width = max(1, width)
        var spans: [StyledSpan] = []
        if row.isPrivate { spans.append(StyledSpan(tr("[private]") + " ", style: theme[.tag])) }
        spans.append(StyledSpan(TextLayout.singleLine(DisplayText(sanitizing: row.title)), style: theme[.title]))
        let counts = StyledLine(DisplayText(sanitizing: row.counts), style: theme[.dim])
        return TextLayout.wrap([StyledLine(spans)], toWidth: width) + TextLayout.wrap([counts], toWidth: width) + [StyledLine()]
    }
}
