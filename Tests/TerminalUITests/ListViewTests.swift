import Testing
@testable import TerminalUI

@MainActor
struct ListViewTests {
    /// Presses `key` a few times, drawing a frame after each; returns rows rendered and total source calls per press.
    private func workPerKeypress(rows: Int, key: ListAction, presses: Int = 5) -> (renders: [Int], work: [Int]) {
        let source = CountingSource(count: rows)
        let list = ListView(source: source)
        let terminal = MemoryTerminal(size: TerminalSize(rows: 24, columns: 80))
        list.draw(in: Canvas(terminal: terminal))
        list.perform(.halfPageDown)
        list.draw(in: Canvas(terminal: terminal))
        var renders: [Int] = []
        var work: [Int] = []
        for _ in 0..<presses {
            source.resetCounters()
            list.perform(key)
            terminal.beginFrame()
            list.draw(in: Canvas(terminal: terminal))
            renders.append(source.renderCalls)
            work.append(source.renderCalls + source.heightCalls)
        }
        return (renders, work)
    }

    @Test(arguments: [ListAction.down, .up, .pageDown, .pageUp, .bottom, .top, .halfPageDown])
    func virtualList_rowsRenderedPerKeypress_areTheSameAt1000And100000Rows_andAtMostOneScreen(_ action: ListAction) {
        let thousand = workPerKeypress(rows: 1_000, key: action)
        let large = workPerKeypress(rows: 100_000, key: action)
        #expect(thousand.renders == large.renders)
        #expect(large.renders.allSatisfy { $0 <= 24 })
    }

    @Test func movingTheSelectionWithinTheScreen_rendersNoRow() {
        let rendersPerDown = workPerKeypress(rows: 1_000, key: .down).renders
        #expect(rendersPerDown == [0, 0, 0, 0, 0])
    }

    @Test func scrollingByAPage_rendersEachRowThatCameIntoView() {
        let rendersPerPage = workPerKeypress(rows: 1_000, key: .pageDown).renders
        #expect(rendersPerPage == [24, 24, 24, 24, 24])
    }

    @Test func reloadData_rendersTheVisibleRowsAgain() {
        let source = CountingSource(count: 100)
        let list = ListView(source: source)
        let terminal = MemoryTerminal(size: TerminalSize(rows: 10, columns: 20))
        list.draw(in: Canvas(terminal: terminal))
        source.resetCounters()
        list.draw(in: Canvas(terminal: terminal))
        #expect(source.renderCalls == 0)
        list.reloadData()
        list.draw(in: Canvas(terminal: terminal))
        #expect(source.renderCalls == 10)
    }

    @Test(arguments: [ListAction.down, .up, .pageDown, .pageUp, .bottom, .top, .halfPageDown])
    func virtualList_workPerKeypress_doesNotGrowWithListLength(_ action: ListAction) {
        let thousand = workPerKeypress(rows: 1_000, key: action)
        let large = workPerKeypress(rows: 100_000, key: action)
        #expect(thousand.work == large.work)
        #expect(large.work.allSatisfy { $0 <= 24 * 10 })
    }

    @Test func virtualList_of100000Rows_rendersOnlyVisibleRows() {
        let source = CountingSource(count: 100_000)
        let list = ListView(source: source)
        let terminal = MemoryTerminal(size: TerminalSize(rows: 10, columns: 20))
        list.perform(.bottom)
        list.draw(in: Canvas(terminal: terminal))
        #expect(source.renderCalls == 10)
        #expect(terminal.rows.last?.hasPrefix("▌ row 99999") == true)
    }

    @Test func scrolling_downPastTheBottomEdge_scrollsOneRow() {
        let list = ListView(source: CountingSource(count: 50))
        list.layout(height: 5, width: 20)
        for _ in 0..<5 { list.perform(.down) }
        #expect(list.selection == 5)
        #expect(list.topRow == 1)
    }

    @Test func scrolling_atTheEnds_staysInRange() {
        let list = ListView(source: CountingSource(count: 10))
        list.layout(height: 4, width: 20)
        list.perform(.up)
        #expect(list.selection == 0 && list.topRow == 0)
        list.perform(.bottom)
        list.perform(.down)
        #expect(list.selection == 9 && list.topRow == 6)
        list.perform(.pageDown)
        #expect(list.selection == 9 && list.topRow == 6)
        list.perform(.top)
        #expect(list.selection == 0 && list.topRow == 0)
    }

    @Test func paging_movesByAPage() {
        let list = ListView(source: CountingSource(count: 100))
        list.layout(height: 10, width: 20)
        list.perform(.pageDown)
        #expect(list.selection == 10 && list.topRow == 10)
        list.perform(.pageUp)
        #expect(list.selection == 0 && list.topRow == 0)
    }

    @Test func multiLineRows_scrollByRows() {
        let source = CountingSource(count: 20, rowHeight: 2)
        let list = ListView(source: source)
        let terminal = frame(rows: 6, columns: 20) { list.draw(in: $0) }
        #expect(terminal.rows.map { $0.trimmingTrailingSpaces } == ["▌ row 0", "▌   detail 0", "  row 1", "    detail 1", "  row 2", "    detail 2"])
        list.perform(.down)
        list.perform(.down)
        list.perform(.down)
        #expect(list.topRow == 1)
    }

    @Test func selection_isKeptInViewAfterResize() throws {
        let list = ListView(source: CountingSource(count: 200))
        var terminal = frame(rows: 24, columns: 80) { list.draw(in: $0) }
        list.select(row: 50)
        terminal = frame(rows: 24, columns: 80) { list.draw(in: $0) }
        #expect(terminal.rows.contains { $0.hasPrefix("▌ row 50 ") })
        terminal = frame(rows: 10, columns: 80) { list.draw(in: $0) }
        #expect(list.selection == 50)
        let line = try #require(terminal.rows.firstIndex { $0.hasPrefix("▌ row 50 ") })
        #expect(terminal.cell(row: line, column: 0)?.style == Theme.standard[.marker])
    }

    @Test func barSelection_marksOnlyTheMarginAndKeepsTheRowsOwnStyle() {
        let list = ListView(source: CountingSource(count: 5))
        list.select(row: 1)
        let terminal = frame(rows: 5, columns: 20) { list.draw(in: $0) }
        #expect(terminal.rows.map { $0.trimmingTrailingSpaces } == ["  row 0", "▌ row 1", "  row 2", "  row 3", "  row 4"])
        #expect(terminal.cell(row: 1, column: 0)?.style == Theme.standard[.marker])
        #expect((2..<20).allSatisfy { terminal.cell(row: 1, column: $0)?.style == .plain })
    }

    @Test func highlightSelection_coversTheWholeRowWithoutAMargin() {
        let list = ListView(source: CountingSource(count: 5))
        list.theme.listSelection = .highlight
        list.select(row: 1)
        let terminal = frame(rows: 5, columns: 20) { list.draw(in: $0) }
        #expect(terminal.rows[0].hasPrefix("row 0") && terminal.rows[1].hasPrefix("row 1"))
        #expect((0..<20).allSatisfy { terminal.cell(row: 1, column: $0)?.style == Theme.standard[.selection] })
        #expect(terminal.cell(row: 0, column: 0)?.style == .plain)
    }

    @Test func barSelection_inAListTooNarrowForAMargin_highlightsTheRow() {
        let list = ListView(source: CountingSource(count: 3))
        let terminal = frame(rows: 3, columns: 6) { list.draw(in: $0) }
        #expect(terminal.rows[0] == "row 0 ")
        #expect(terminal.cell(row: 0, column: 0)?.style == Theme.standard[.selection])
    }

    @Test func emptyList_showsEmptyText() {
        let list = ListView(source: CountingSource(count: 0))
        list.emptyText = "No articles."
        let terminal = frame(rows: 3, columns: 20) { list.draw(in: $0) }
        #expect(terminal.rows[0].hasPrefix("No articles."))
    }

    @Test func loadingRow_appearsAfterTheLastRow_inTheCallersWords() {
        let list = ListView(source: CountingSource(count: 2))
        list.isLoading = true
        list.loadingIndicator = "|"
        list.loadingText = "読み込み中…"
        let terminal = frame(rows: 4, columns: 20) { list.draw(in: $0) }
        #expect(terminal.rows[2].hasPrefix("| 読み込み中…"))
    }

    @Test func emptyList_withNoWordsGiven_showsNoWordOfItsOwn() {
        let list = ListView(source: CountingSource(count: 0))
        let terminal = frame(rows: 2, columns: 20) { list.draw(in: $0) }
        #expect(terminal.rows.allSatisfy { $0.allSatisfy { $0 == " " } })
    }

    @Test func errorRow_replacesLoadingRow() {
        let list = ListView(source: CountingSource(count: 2))
        list.isLoading = true
        list.errorText = DisplayText(sanitizing: "Network down\u{1B}[31m")
        let terminal = frame(rows: 4, columns: 20) { list.draw(in: $0) }
        #expect(terminal.rows[2].hasPrefix("Network down "))
    }

    @Test func mouseClick_selectsTheRowUnderIt() {
        let list = ListView(source: CountingSource(count: 20))
        _ = frame(rows: 10, columns: 20) { list.draw(in: $0.subcanvas(row: 1, column: 0, height: 8, width: 20)) }
        list.handle(.mouse(MouseEvent(kind: .leftClick, row: 4, column: 3)))
        #expect(list.selection == 3)
        list.handle(.mouse(MouseEvent(kind: .wheelDown, row: 4, column: 3)))
        #expect(list.selection == 6)
    }

    @Test func atTheEnd_theRowAboveFillsTheBlankLines_withItsLastLines() {
        let list = ListView(source: HeightsSource([6, 2, 2]))
        list.perform(.bottom)
        let terminal = frame(rows: 8, columns: 20) { list.draw(in: $0) }
        #expect(terminal.rows.map { $0.trimmingTrailingSpaces } == [
            "  row 0 line 2", "  row 0 line 3", "  row 0 line 4", "  row 0 line 5",
            "  row 1 line 0", "  row 1 line 1", "▌ row 2 line 0", "▌ row 2 line 1",
        ])
        list.handle(.mouse(MouseEvent(kind: .leftClick, row: 1, column: 3)))
        #expect(list.selection == 0)
    }

    @Test func aClickBelowTheFilledLines_selectsTheRowDrawnThere() {
        let list = ListView(source: HeightsSource([6, 2, 2]))
        list.perform(.bottom)
        _ = frame(rows: 8, columns: 20) { list.draw(in: $0) }
        list.handle(.mouse(MouseEvent(kind: .leftClick, row: 5, column: 3)))
        #expect(list.selection == 1)
    }

    @Test func awayFromTheEnd_theTopRowShowsFromItsFirstLine() {
        let list = ListView(source: HeightsSource([2, 2, 2, 2, 2, 2]))
        list.select(row: 3)
        let terminal = frame(rows: 5, columns: 20) { list.draw(in: $0) }
        #expect(terminal.rows.map(\.trimmingTrailingSpaces) == ["▌ row 3 line 0", "▌ row 3 line 1", "  row 4 line 0", "  row 4 line 1", "  row 5 line 0"])
    }

    @Test func defaultKeys_moveTheSelection() {
        let list = ListView(source: CountingSource(count: 20))
        list.layout(height: 5, width: 20)
        #expect(list.handle(.character("j")))
        #expect(list.handle(.down))
        #expect(list.selection == 2)
        #expect(list.handle(.character("G")))
        #expect(list.selection == 19)
        #expect(!list.handle(.character("z")))
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
