import TerminalUI

/// Draws an item list on ``RowsScreen``, two lines an item (the title, dim once read; then the
/// author, tags, counts and day), and turns its own keys into presenter events: open, the author,
/// refresh, read marks, `S` and `f`; a double click opens, and `G` says when more will load.
@MainActor
public final class ItemListView: RowsScreen<ItemRowViewModel, ItemListView.Action>, ItemListViewInterface {
    /// What an item list's own keys do.
    public enum Action: Hashable, Sendable {
        case open
        case author
        case refresh
        case toggleRead
        case myStocks
        case follow
    }

    /// The one table that both dispatches keys and generates this screen's help; each binding
    /// carries its config name for `[keys]` overrides (published by the router's `keyActionNames`).
    nonisolated static let keyTable = RowsKey<Action>.table([
        .init([.enter, .right, .character("l")], .open, tr("Open the item"), group: tr("Items"), name: "open"),
        .init([.character("a")], .author, tr("The author's items"), group: tr("Items"), name: "author"),
        .init([.character("r")], .refresh, tr("Refresh (or retry a failed page)"), group: tr("Items"), name: "refresh"),
        .init([.character("u")], .toggleRead, tr("Mark read / unread"), group: tr("Items"), name: "toggle_read"),
        .init([.character("S")], .myStocks, tr("My stocks (needs kiji login)"), group: tr("Items"), name: "my_stocks"),
        .init([.character("f")], .follow, tr("Follow or unfollow this list's tag or user"), group: tr("Items"), name: "follow"),
    ])

    private let presenter: any ItemListPresenterInterface

    /// Creates the view with the user's `keys`; the presenter is owned by it.
    init(presenter: any ItemListPresenterInterface, keys: KeyOverrides = KeyOverrides()) {
        self.presenter = presenter
        super.init(presenter: RowsPresenterCalls(presenter), keyTable: ItemListView.keyTable, keys: keys, layout: ItemListView.lines)
    }

    public func showNote(_ message: String) { host?.say(DisplayText(sanitizing: message), isError: false, detail: .empty) }

    override func perform(_ action: Action) {
        switch action {
        case .open: presenter.didOpen(row: selectedRow)
        case .author: presenter.didChooseAuthor(row: selectedRow)
        case .refresh: presenter.didRequestRefresh(selectedRow: selectedRow)
        case .toggleRead: presenter.didToggleRead(row: selectedRow)
        case .myStocks: presenter.didRequestMyStocks()
        case .follow: presenter.didPressFollow()
        }
    }

    override func clicked(row: Int, wasSelected: Bool) { presenter.didClick(row: row, wasSelected: wasSelected) }

    override func moved(by movement: ListAction) {
        if movement == .bottom { presenter.didJumpToLastLoaded() }
    }
}

extension ItemListView {
    /// The two lines of one item: the title (dim once read), then the author, the tags, the counts
    /// and the day; the list cuts what is wider than the screen.
    static func lines(of row: ItemRowViewModel, width: Int, theme: Theme) -> [StyledLine] {
        let title = StyledLine(DisplayText(sanitizing: row.title), style: row.isRead ? theme[.dim] : theme[.title])
        var facts = StyledLine([StyledSpan("  "), StyledSpan(DisplayText(sanitizing: row.author), style: theme[.author])])
        for tag in row.tags { facts.append(StyledSpan(DisplayText(sanitizing: " #" + tag), style: theme[.tag])) }
        facts.append(StyledSpan(DisplayText(sanitizing: "  \(row.counts)  \(row.date)"), style: theme[.dim]))
        return [title, facts]
    }
}
