import Testing

@testable import TerminalUI

/// The screen's bottom-right cell: left out when curses cannot write it, and sent with its row
/// repainted whole as soon as it can be (a box's `┘` was lost after a status ending in a wide character).
struct BottomRightCornerTests {
    /// A 2-row, 6-column grid whose last row holds `text` from `column`.
    private func grid(_ text: String, at column: Int) -> CellGrid {
        var grid = CellGrid(size: TerminalSize(rows: 2, columns: 6))
        var at = column
        for character in text {
            let width = character.isASCII ? 1 : 2
            grid.put(Cell(character: character, width: width, style: .plain), row: 1, column: at)
            at += width
        }
        return grid
    }

    @Test func aWideCharacterEndingBesideTheCorner_leavesTheCornerOut() {
        var corner = BottomRightCorner()
        #expect(corner.plan(for: grid("先頭", at: 1)) == .skip)
    }

    @Test func theFirstFrameThatCanSendTheCornerAgain_repaintsTheLastRow_thenFramesSendAsUsual() {
        var corner = BottomRightCorner()
        #expect(corner.plan(for: grid("先頭", at: 1)) == .skip)
        #expect(corner.plan(for: grid("└────┘", at: 0)) == .repaintLastRow)
        #expect(corner.plan(for: grid("└────┘", at: 0)) == .send)
    }

    @Test func aCornerNeverLeftOut_isSentWithoutARepaint() {
        var corner = BottomRightCorner()
        #expect(corner.plan(for: grid("ab", at: 0)) == .send)
        #expect(corner.plan(for: grid("先頭", at: 2)) == .send)
    }

    @Test func aScreenOneColumnWide_neverSendsTheCorner() {
        var corner = BottomRightCorner()
        #expect(corner.plan(for: CellGrid(size: TerminalSize(rows: 3, columns: 1))) == .skip)
    }
}
