import Testing
@testable import TerminalUI

@MainActor
struct BlankRunsTests {
    private let cyan = Style(foreground: .palette(6))
    private let green = Style(foreground: .palette(2))
    private let bold = Style(attributes: .bold)

    /// The style each slot of a row of `spans` is drawn in: the borrowed one or the cell's own.
    private func drawnStyles(_ spans: [StyledSpan], width: Int) -> [Style?] {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: width))
        grid.put(CellLine(StyledLine(spans)).fitted(toWidth: width).cells[...], row: 0, column: 0)
        let slots = grid.row(0)
        var runs = BlankRuns()
        return slots.indices.map { index -> Style? in
            guard case .cell(let cell) = slots[index] else { return nil }
            return runs.borrowedStyle(at: index, in: slots) ?? cell.style
        }
    }

    @Test func blanksBetweenTwoPiecesOfText_takeTheStyleOfTheTextBefore() {
        let styles = drawnStyles([StyledSpan("▌", style: cyan), StyledSpan("   "), StyledSpan("@a", style: green)], width: 6)
        #expect(styles == [cyan, cyan, cyan, cyan, green, green])
    }

    @Test func blanksAtTheStartOfARow_keepTheirOwnStyle() {
        let styles = drawnStyles([StyledSpan("  "), StyledSpan("ab", style: bold)], width: 4)
        #expect(styles == [.plain, .plain, bold, bold])
    }

    @Test func trailingBlanks_stayPlainSoCursesCanEraseThem() {
        let styles = drawnStyles([StyledSpan("ab", style: green)], width: 5)
        #expect(styles == [green, green, .plain, .plain, .plain])
    }

    @Test func aRunLongerThanTheLimit_keepsItsOwnStyle() {
        let gap = String(repeating: " ", count: BlankRuns.longestRun + 1)
        let styles = drawnStyles([StyledSpan("a", style: green), StyledSpan(DisplayText(sanitizing: gap)), StyledSpan("b")], width: gap.count + 2)
        #expect(styles.dropFirst().dropLast().allSatisfy { $0 == .plain })
    }

    @Test func aRunOfExactlyTheLimit_takesTheStyleBefore() {
        let gap = String(repeating: " ", count: BlankRuns.longestRun)
        let styles = drawnStyles([StyledSpan("a", style: green), StyledSpan(DisplayText(sanitizing: gap)), StyledSpan("b")], width: gap.count + 2)
        #expect(styles.dropFirst().dropLast().allSatisfy { $0 == green })
    }

    @Test func blanksAfterTextWithABackground_keepTheirOwnStyle() {
        let highlighted = Style(background: .palette(4))
        let styles = drawnStyles([StyledSpan("a", style: highlighted), StyledSpan(" "), StyledSpan("b")], width: 3)
        #expect(styles == [highlighted, .plain, .plain])
    }

    @Test func blanksThatShowTheirStyle_areNeverChanged() {
        let underlined = Style(attributes: .underline)
        let styles = drawnStyles([StyledSpan("a", style: green), StyledSpan("  ", style: underlined), StyledSpan("b")], width: 4)
        #expect(styles == [green, underlined, underlined, .plain])
    }

    @Test func blanksAfterAWideCharacter_takeItsStyle() {
        let styles = drawnStyles([StyledSpan("日", style: green), StyledSpan(" "), StyledSpan("b")], width: 4)
        #expect(styles == [green, nil, green, .plain])
    }

    @Test func askingFromTheMiddleOfARun_givesTheSameStyleAsFromItsStart() {
        var grid = CellGrid(size: TerminalSize(rows: 1, columns: 5))
        grid.put(CellLine(StyledLine([StyledSpan("a", style: green), StyledSpan("   "), StyledSpan("b")])).cells[...], row: 0, column: 0)
        var runs = BlankRuns()
        #expect(runs.borrowedStyle(at: 3, in: grid.row(0)) == green)
    }
}
