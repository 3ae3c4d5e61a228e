import Testing
@testable import TerminalUI

@MainActor
struct CellLineTests {
    @Test func measuring_givesWideCharactersTwoColumnsAndDropsZeroWidthOnes() {
        let line = CellLine(StyledLine("日本a\u{200B}b"))
        #expect(line.width == 6)
        #expect(line.cells.map(\.character) == ["日", "本", "a", "b"])
    }

    @Test func measuring_asciiSpans_givesTheCellsCharacterByCharacterMeasuringGives() {
        let bold = Style(attributes: .bold)
        let spans = [
            StyledSpan("@alice #swift  12 likes", style: bold), StyledSpan(" · "), StyledSpan("a\tb\r\nc~ "),
            StyledSpan("Café e\u{301}", style: bold),
        ]
        let expected = spans.flatMap { span in
            span.text.string.compactMap { character -> Cell? in
                if character == "\t" || character == "\n" || character == "\r\n" { return .blank(span.style) }
                let width = TextWidth.width(of: character)
                return width > 0 ? Cell(character: character, width: width, style: span.style) : nil
            }
        }
        let line = CellLine(StyledLine(spans))
        #expect(line.cells == expected)
        #expect(line.width == expected.reduce(0) { $0 + $1.width })
        #expect(line.cells.count == 23 + 3 + 7 + 6)
    }

    @Test func fitting_aShortLine_padsWithBlanksInThePaddingStyle() {
        let padding = Style(background: .blue)
        let line = CellLine(StyledLine("ab")).fitted(toWidth: 5, padding: padding)
        #expect(line.width == 5)
        #expect(line.cells.suffix(3).allSatisfy { $0.character == " " && $0.style == padding })
    }

    @Test func fitting_aLongLine_cutsBeforeAWideCharacterAndEndsWithAnEllipsis() {
        let line = CellLine(StyledLine("日本語です")).fitted(toWidth: 6)
        #expect(line.cells.map(\.character) == ["日", "本", "…", " "])
        #expect(line.width == 6)
    }

    @Test func fitting_toNoWidth_isEmpty() {
        #expect(CellLine(StyledLine("abc")).fitted(toWidth: 0).cells.isEmpty)
    }

    @Test func overlaying_mergesTheStyleIntoEveryCell() {
        let bold = Style(attributes: .bold)
        let line = CellLine(StyledLine([StyledSpan("a", style: bold), StyledSpan("b")])).overlaid(with: Style(foreground: .red))
        #expect(line.cells.map(\.style) == [Style(foreground: .red, attributes: .bold), Style(foreground: .red)])
    }

    @Test func drawing_aWideCharacterAcrossTheRightEdge_leavesABlankInItsStyle() {
        let style = Style(foreground: .green)
        let terminal = frame(rows: 1, columns: 3) { canvas in
            canvas.draw(CellLine(StyledLine("a日", style: style)).fitted(toWidth: 3), row: 0, column: 1)
        }
        #expect(terminal.row(0) == " a ")
        #expect(terminal.cell(row: 0, column: 2)?.style == style)
        #expect(rowsAreExact(terminal))
    }

    @Test func drawing_fromBeforeTheLeftEdge_keepsOnlyWhatIsInside() {
        let terminal = frame(rows: 1, columns: 4) { canvas in
            canvas.draw(CellLine(StyledLine("日本ab")), row: 0, column: -1)
        }
        #expect(terminal.row(0) == " 本a")
        #expect(rowsAreExact(terminal))
    }
}
