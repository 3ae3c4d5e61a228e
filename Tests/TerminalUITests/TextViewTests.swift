import Testing
@testable import TerminalUI

@MainActor
struct TextViewTests {
    private func numberedParagraphs(_ count: Int) -> [StyledLine] {
        (1...count).map { StyledLine(DisplayText(sanitizing: "line \($0)")) }
    }

    @Test func scrolling_byLineAndPage_movesTheView() {
        let view = TextView(paragraphs: numberedParagraphs(100))
        view.layout(height: 10, width: 20)
        #expect(view.lineCount == 100)
        view.perform(.move(.down))
        #expect(view.topLine == 1)
        view.perform(.move(.pageDown))
        #expect(view.topLine == 10)
        view.perform(.move(.halfPageUp))
        #expect(view.topLine == 5)
        view.perform(.move(.bottom))
        #expect(view.topLine == 90)
        view.perform(.move(.down))
        #expect(view.topLine == 90)
        view.perform(.move(.top))
        #expect(view.topLine == 0)
    }

    @Test func position_reportsTopBottomPercentAndAll() {
        let view = TextView(paragraphs: numberedParagraphs(100))
        view.layout(height: 10, width: 20)
        #expect(view.position == .top)
        view.perform(.move(.pageDown))
        #expect(view.position == .percent(10))
        view.perform(.move(.bottom))
        #expect(view.position == .bottom)
        let short = TextView(paragraphs: numberedParagraphs(3))
        short.layout(height: 10, width: 20)
        #expect(short.position == .all)
    }

    @Test func drawing_wrapsLongParagraphsToTheWidth() {
        let view = TextView(paragraphs: [StyledLine(DisplayText(sanitizing: "日本語の文章を折り返す example text"))])
        let terminal = frame(rows: 4, columns: 10) { view.draw(in: $0) }
        #expect(terminal.rows.map(\.trimmingTrailingSpaces) == ["日本語の文", "章を折り返", "す example", "text"])
        #expect(rowsAreExact(terminal))
    }

    @Test func linesLaidOutForTheWidth_areNotWrappedAgainAtThatWidth_butAreAtAnother() {
        // Wrapping turns a tab into spaces to the next tab stop; a line shown as laid out keeps it,
        // and its cell is one blank.
        let lines = [StyledLine(DisplayText(sanitizing: "a\tb"))]
        let view = TextView(paragraphs: [])
        view.show(lines: lines, laidOutFor: 12)
        let asGiven = frame(rows: 1, columns: 12) { view.draw(in: $0) }
        #expect(asGiven.rows.map(\.trimmingTrailingSpaces) == ["a b"])
        let wrapped = frame(rows: 1, columns: 11) { view.draw(in: $0) }
        #expect(wrapped.rows.map(\.trimmingTrailingSpaces) == ["a   b"])
        view.paragraphs = lines
        let paragraphs = frame(rows: 1, columns: 12) { view.draw(in: $0) }
        #expect(paragraphs.rows.map(\.trimmingTrailingSpaces) == ["a   b"])
    }

    @Test func links_cycleWithTabAndOpenWithEnter() {
        let paragraphs = [
            StyledLine([StyledSpan("see "), StyledSpan("first", link: "https://a.example"), StyledSpan(" and "), StyledSpan("second", link: "https://b.example")]),
        ] + numberedParagraphs(40) + [StyledLine([StyledSpan("third", link: "https://c.example")])]
        let view = TextView(paragraphs: paragraphs)
        view.layout(height: 5, width: 40)
        #expect(view.linkCount == 3)
        view.perform(.nextLink)
        #expect(view.perform(.openLink) == "https://a.example")
        view.perform(.nextLink)
        #expect(view.focusedTarget == "https://b.example")
        view.perform(.nextLink)
        #expect(view.focusedTarget == "https://c.example")
        #expect(view.topLine > 0)
        view.perform(.nextLink)
        #expect(view.focusedTarget == "https://a.example")
        view.perform(.previousLink)
        #expect(view.focusedTarget == "https://c.example")
    }

    @Test func links_wrappedAcrossLines_countAsOne() {
        let view = TextView(paragraphs: [StyledLine([StyledSpan("a long link text", link: "https://x.example")])])
        view.layout(height: 5, width: 8)
        #expect(view.linkCount == 1)
    }

    @Test func focusedLink_isDrawnInTheSelectionStyle() {
        let view = TextView(paragraphs: [StyledLine([StyledSpan("go "), StyledSpan("here", link: "https://x.example")])])
        view.perform(.nextLink)
        let terminal = frame(rows: 2, columns: 10) { view.draw(in: $0) }
        view.perform(.nextLink)
        let drawn = frame(rows: 2, columns: 10) { view.draw(in: $0) }
        #expect(terminal.rows[0].hasPrefix("go here"))
        #expect(drawn.cell(row: 0, column: 3)?.style == Theme.standard[.selection])
        #expect(drawn.cell(row: 0, column: 0)?.style == .plain)
    }

    @Test func marks_areDrawnInTheMatchStyle_andTheCurrentOnesInTheSelectionStyle() {
        let view = TextView(paragraphs: [])
        view.show(lines: [StyledLine(DisplayText(sanitizing: "一つ cat two cat"))], laidOutFor: 20)
        view.marks = [TextMark(line: 0, columns: 5..<8), TextMark(line: 0, columns: 13..<16)]
        view.currentMarks = [TextMark(line: 0, columns: 13..<16)]
        let drawn = frame(rows: 1, columns: 20) { view.draw(in: $0) }
        #expect(drawn.cell(row: 0, column: 5)?.style == Theme.standard[.match])
        #expect(drawn.cell(row: 0, column: 7)?.style == Theme.standard[.match])
        #expect(drawn.cell(row: 0, column: 8)?.style == .plain)
        #expect(drawn.cell(row: 0, column: 13)?.style == Theme.standard[.selection])
        #expect(drawn.cell(row: 0, column: 0)?.style == .plain)
    }

    @Test func revealingALineOutOfView_scrollsItAThirdOfTheWayDown_andOneInViewStays() {
        let view = TextView(paragraphs: numberedParagraphs(100))
        view.layout(height: 9, width: 20)
        view.reveal(line: 5)
        #expect(view.topLine == 0)
        view.reveal(line: 50)
        #expect(view.topLine == 47)
        view.reveal(line: 99)
        #expect(view.topLine == 91)
    }

    @Test func keys_openLinkThroughCallback() {
        let view = TextView(paragraphs: [StyledLine([StyledSpan("x", link: "target")])])
        view.layout(height: 3, width: 10)
        var opened: String?
        view.onOpenLink = { opened = $0 }
        #expect(view.handle(.tab))
        #expect(view.handle(.enter))
        #expect(opened == "target")
    }

    @Test func clickOnALink_focusesAndOpensIt_evenWhereTheViewIsPlacedLower() {
        let view = TextView(paragraphs: [StyledLine([StyledSpan("go "), StyledSpan("here", link: "target")]), StyledLine("next")])
        var opened: [String] = []
        view.onOpenLink = { opened.append($0) }
        _ = frame(rows: 5, columns: 10) { view.draw(in: $0.subcanvas(row: 2, column: 1, height: 3, width: 9)) }
        #expect(view.handle(.mouse(MouseEvent(kind: .leftClick, row: 2, column: 5))))
        #expect(opened == ["target"])
        #expect(view.focusedTarget == "target")
    }

    @Test func clickBesideALink_opensNothing() {
        let view = TextView(paragraphs: [StyledLine([StyledSpan("go "), StyledSpan("here", link: "target")]), StyledLine("next")])
        var opened: [String] = []
        view.onOpenLink = { opened.append($0) }
        _ = frame(rows: 5, columns: 10) { view.draw(in: $0.subcanvas(row: 2, column: 1, height: 3, width: 9)) }
        for (row, column) in [(2, 1), (2, 3), (3, 5), (0, 5), (2, 9)] {
            #expect(!view.handle(.mouse(MouseEvent(kind: .leftClick, row: row, column: column))))
        }
        #expect(opened.isEmpty)
        #expect(view.focusedTarget == nil)
    }
}
