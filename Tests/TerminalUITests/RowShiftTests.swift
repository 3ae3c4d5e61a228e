import Testing

@testable import TerminalUI

/// A band of rows that moved since the last frame is found, so curses moves it instead of being
/// handed every cell again; the grid kept as shown moves the same way curses' `wscrl` does.
struct RowShiftTests {
    /// A grid of 8 columns with one text per row ("" leaves the row blank).
    private func grid(_ rows: [String]) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: rows.count, columns: 8))
        for (row, text) in rows.enumerated() {
            for (column, character) in text.enumerated() {
                grid.put(Cell(character: character, width: 1, style: .plain), row: row, column: column)
            }
        }
        return grid
    }

    private let shown = ["header", "item 1", "  by a", "item 2", "  by b", "item 3", "  by c", "1/9"]

    @Test func aListScrolledUpByOneItem_isABandMovedUpByItsTwoRows() {
        let frame = grid(["header", "item 2", "  by b", "item 3", "  by c", "item 4", "  by d", "2/9"])
        let shift = RowShift.find(in: frame, shown: grid(shown))
        #expect(shift == RowShift(top: 1, bottom: 6, distance: 2))
    }

    @Test func aListScrolledDownByOneItem_isABandMovedDown() {
        let frame = grid(["header", "item 0", "  by z", "item 1", "  by a", "item 2", "  by b", "0/9"])
        let shift = RowShift.find(in: frame, shown: grid(shown))
        #expect(shift == RowShift(top: 1, bottom: 6, distance: -2))
    }

    @Test func rowsThatChangedInPlace_areNoBand() {
        let frame = grid(["header", "item 1", "  by a", "ITEM 2", "  by b", "item 3", "  by c", "2/9"])
        #expect(RowShift.find(in: frame, shown: grid(shown)) == nil)
    }

    @Test func aBandOfFewerThanThreeRows_isNotWorthAMove() {
        let frame = grid(["header", "  by c", "other", "other", "other", "other", "other", "9/9"])
        #expect(RowShift.find(in: frame, shown: grid(shown)) == nil)
    }

    @Test func theLastRow_isNeverInTheBand() {
        let before = grid(["a", "b", "c", "d", "e", "f", "g", "h"])
        let frame = grid(["c", "d", "e", "f", "g", "h", "x", "y"])
        let shift = RowShift.find(in: frame, shown: before)
        #expect(shift == RowShift(top: 0, bottom: 6, distance: 2))
    }

    @Test func movingTheShownGrid_makesTheBandsRowsEqualTheFrames_andBlanksWhatCameIntoView() {
        let frame = grid(["header", "item 2", "  by b", "item 3", "  by c", "item 4", "  by d", "2/9"])
        var moved = grid(shown)
        moved.move(RowShift(top: 1, bottom: 6, distance: 2))
        #expect((1...4).allSatisfy { moved.row($0) == frame.row($0) })
        #expect(moved.row(5) == grid(Array(repeating: "", count: 8)).row(5))
        #expect(moved.row(6) == grid(Array(repeating: "", count: 8)).row(6))
        #expect(moved.row(0) == frame.row(0))
        #expect(moved.row(7) == grid(shown).row(7))
    }

    @Test func movingDown_keepsTheRowsBelowTheBandsTop_inOrder() {
        let frame = grid(["header", "item 0", "  by z", "item 1", "  by a", "item 2", "  by b", "0/9"])
        var moved = grid(shown)
        moved.move(RowShift(top: 1, bottom: 6, distance: -2))
        #expect((3...6).allSatisfy { moved.row($0) == frame.row($0) })
        #expect(moved.row(1) == grid(Array(repeating: "", count: 8)).row(1))
        #expect(moved.row(2) == grid(Array(repeating: "", count: 8)).row(2))
    }

    @Test func theKeptRows_areTheBandsRowsThatMatchTheFrameAfterTheMove() {
        #expect(RowShift(top: 1, bottom: 6, distance: 2).keptRows == 1...4)
        #expect(RowShift(top: 1, bottom: 6, distance: -2).keptRows == 3...6)
    }
}
