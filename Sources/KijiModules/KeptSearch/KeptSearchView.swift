import TerminalUI

/// Draws the KeptSearch list on ``RowsScreen``, three lines a match and a blank one (the title; the
/// author and the date; the excerpt, its matched words marked), and turns the list's own keys into
/// presenter events: open, the author, search again; a double click opens.
@MainActor
public final class KeptSearchView: RowsScreen<KeptSearchRow, KeptSearchView.Action> {
    /// What the list's own keys do.
    public enum Action: Hashable, Sendable {
        case open
        case author
        case refresh
    }

    /// The one table that both dispatches keys and generates this screen's help; each binding
    /// carries its config name for `[keys]` overrides.
    nonisolated static let keyTable = RowsKey<Action>.table([
        .init([.enter, .right, .character("l")], .open, tr("Open the kept article, the words found in it"), group: tr("Kept items"), name: "open"),
        .init([.character("a")], .author, tr("The author's items"), group: tr("Kept items"), name: "author"),
        .init([.character("r")], .refresh, tr("Search the kept items again"), group: tr("Kept items"), name: "refresh"),
    ])

    private let presenter: any KeptSearchPresenterInterface

    /// Creates the view with the user's `keys`; the presenter is owned by it.
    init(presenter: any KeptSearchPresenterInterface, keys: KeyOverrides = KeyOverrides()) {
        self.presenter = presenter
        super.init(presenter: RowsPresenterCalls(presenter), keyTable: KeptSearchView.keyTable, keys: keys, layout: KeptSearchView.lines)
    }

    override func perform(_ action: Action) {
        switch action {
        case .open: presenter.didOpen(row: selectedRow)
        case .author: presenter.didChooseAuthor(row: selectedRow)
        case .refresh: presenter.didRequestRefresh(selectedRow: selectedRow)
        }
    }

    override func clicked(row: Int, wasSelected: Bool) {
        if wasSelected { presenter.didOpen(row: row) }
    }
}

extension KeptSearchView {
    /// The lines of one match at `width`: the title, the author and the date, then the excerpt
    /// wrapped and indented, its matched words in the find's `match` style, and a blank line.
    /// Every text from the cache goes through the sanitiser.
    static func lines(of row: KeptSearchRow, width: Int, theme: Theme) -> [StyledLine] {
        let title = StyledLine(TextLayout.singleLine(DisplayText(sanitizing: row.title)), style: theme[.title])
        let facts = StyledLine([
            StyledSpan("  "), StyledSpan(TextLayout.singleLine(DisplayText(sanitizing: row.author)), style: theme[.author]),
            StyledSpan(DisplayText(sanitizing: "  \(row.date)"), style: theme[.dim]),
        ])
        let indent = width > 12 ? 4 : 0
        let excerpt = StyledLine(
            row.excerpt.map { part in
                StyledSpan(TextLayout.singleLine(DisplayText(sanitizing: part.text)), style: part.isMatch ? theme[.match] : theme[.normal])
            })
        let body = TextLayout.wrap(excerpt, toWidth: max(1, width - indent))
            .map { StyledLine([StyledSpan(DisplayText(sanitizing: String(repeating: " ", count: indent)))] + $0.spans) }
        return [title, facts] + body + [StyledLine()]
    }
}
