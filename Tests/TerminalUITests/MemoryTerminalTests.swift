import Testing
@testable import TerminalUI

@MainActor
struct MemoryTerminalTests {
    @Test func drawing_japanese_occupiesTwoCellsEach() {
        let terminal = frame(rows: 1, columns: 10) { canvas in
            canvas.draw(DisplayText(sanitizing: "日本語ab"), row: 0, column: 0)
        }
        #expect(terminal.rows == ["日本語ab  "])
        #expect(terminal.cell(row: 0, column: 0)?.width == 2)
        #expect(terminal.cell(row: 0, column: 1) == nil)
        #expect(rowsAreExact(terminal))
    }

    @Test func drawing_wideCharacterAtLastColumn_becomesBlank() {
        let terminal = frame(rows: 1, columns: 5) { canvas in
            canvas.draw(DisplayText(sanitizing: "abcd日"), row: 0, column: 0)
        }
        #expect(terminal.rows == ["abcd "])
        #expect(rowsAreExact(terminal))
    }

    @Test func drawing_outsideBounds_isClipped() {
        let terminal = frame(rows: 2, columns: 3) { canvas in
            canvas.draw("abcdef", row: 0, column: 1)
            canvas.draw("xyz", row: 5, column: 0)
            canvas.draw("xyz", row: -1, column: 0)
            canvas.draw("left", row: 1, column: -2)
        }
        #expect(terminal.rows == [" ab", "ft "])
    }

    @Test func drawing_overHalfAWideCharacter_blanksTheOtherHalf() {
        let terminal = frame(rows: 1, columns: 4) { canvas in
            canvas.draw(DisplayText(sanitizing: "日本"), row: 0, column: 0)
            canvas.draw("x", row: 0, column: 1)
        }
        #expect(terminal.rows == [" x本"])
        #expect(rowsAreExact(terminal))
    }

    @Test func subcanvas_clipsToItsRectangle() {
        let terminal = frame(rows: 3, columns: 6) { canvas in
            let inner = canvas.subcanvas(row: 1, column: 2, height: 1, width: 3)
            inner.draw("abcdef", row: 0, column: 0)
            inner.draw("zzz", row: 1, column: 0)
        }
        #expect(terminal.rows == ["      ", "  abc ", "      "])
    }

    @Test func drawing_zwjFamilyAndFlag_keepsColumnsExact() {
        let terminal = frame(rows: 1, columns: 12) { canvas in
            canvas.draw(DisplayText(sanitizing: "👨‍👩‍👧‍👦🇯🇵❤️é"), row: 0, column: 0)
        }
        #expect(terminal.coveredColumns(row: 0) == 12)
        #expect(terminal.rows[0].hasPrefix("👨‍👩‍👧‍👦🇯🇵❤️e\u{301}"))
    }
}
