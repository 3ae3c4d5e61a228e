import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// An item list's rows (``LaidOutRows`` with ``ItemListView``'s two lines an item) are made when
/// they are drawn, not kept for the whole list.
@MainActor
struct ItemRowsTests {
    /// Makes row view models, as the presenter does, and records which rows were asked for.
    @MainActor
    final class RowMaker {
        var asked: [Int] = []
        var title = "Title"
        var count: Int?

        func row(_ index: Int) -> ItemRowViewModel? {
            asked.append(index)
            if let count, index >= count { return nil }
            return ItemRowViewModel(
                id: Item.ID("i\(index)"), title: "\(title) \(index)", author: "@alice", tags: ["Swift"],
                counts: "1 likes · 0 stocks", date: "2026-11-20", isRead: false)
        }
    }

    private let terminal = MemoryTerminal(size: TerminalSize(rows: 12, columns: 80))
    private let maker = RowMaker()

    private func list(count: Int) -> ListView<LaidOutRows<ItemRowViewModel>> {
        let rows = LaidOutRows(rowAt: { [maker] index in maker.row(index) }, layout: ItemListView.lines)
        rows.reload(count: count)
        let list = ListView(source: rows)
        list.reloadData()
        return list
    }

    private func draw(_ list: ListView<LaidOutRows<ItemRowViewModel>>) {
        terminal.beginFrame()
        list.draw(in: Canvas(terminal: terminal))
    }

    @Test func aLongList_makesOnlyTheRowsItDraws() {
        let list = list(count: 10_000)
        draw(list)
        // The six rows on screen, and the last screen's rows, measured for how far the list scrolls.
        #expect(Set(maker.asked) == Set(0..<6).union(9_993..<10_000), "\(maker.asked)")
        #expect(terminal.row(0).contains("Title 0"))
        #expect(terminal.row(10).contains("Title 5"))

        maker.asked = []
        list.perform(.down)
        draw(list)
        #expect(maker.asked.isEmpty, "rows already laid out are not made again")
    }

    @Test func reloadedRows_areMadeAgain() {
        let list = list(count: 1)
        draw(list)
        maker.title = "New title"
        list.source.reload(count: 1)
        list.reloadData()
        draw(list)
        #expect(terminal.row(0).contains("New title 0"))
    }

    @Test func aRowThatIsGone_drawsBlank() {
        maker.count = 0
        let list = list(count: 1)
        draw(list)
        let drawn = terminal.row(0) + terminal.row(1)
        #expect(!drawn.contains { $0.isLetter || $0.isNumber }, "only the selection margin, no text: \(drawn)")
    }
}
