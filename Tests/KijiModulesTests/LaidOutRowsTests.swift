import Testing
import TerminalUI
@testable import KijiModules

/// ``LaidOutRows``: rows made when drawn and laid out once per width and theme, the selected one
/// scrolling when taller than the list, and the links of the selected one.
@MainActor
struct LaidOutRowsTests {
    /// Rows of the given heights, each line reading `row i line n`; records what was made and laid out.
    @MainActor
    final class Layouts {
        var heights: [Int]
        private(set) var made: [Int] = []
        private(set) var laidOut: [(row: Int, width: Int)] = []

        init(_ heights: [Int]) { self.heights = heights }

        func rows() -> LaidOutRows<Int> {
            let rows = LaidOutRows<Int>(
                rowAt: { [self] index in
                    made.append(index)
                    return heights.indices.contains(index) ? index : nil
                },
                layout: { [self] row, width, _ in
                    laidOut.append((row, width))
                    return (0..<heights[row]).map { line in
                        StyledLine(DisplayText(sanitizing: "row \(row) line \(line)"))
                    }
                })
            rows.reload(count: heights.count)
            return rows
        }
    }

    func texts(_ lines: [StyledLine]) -> [String] { lines.map(\.plainText.string) }

    @Test func aRow_isMadeAndLaidOutOnce_perWidth_untilTheRowsOrTheThemeChange() {
        let layouts = Layouts([3, 2])
        let rows = layouts.rows()
        #expect(rows.numberOfRows == 2)
        #expect(rows.height(ofRow: 1, width: 40) == 2)
        #expect(texts(rows.render(row: 1, width: 40)) == ["row 1 line 0", "row 1 line 1"])
        #expect(layouts.made == [1])
        _ = rows.render(row: 1, width: 30)
        #expect(layouts.laidOut.map(\.width) == [40, 30])
        rows.theme = .standard
        _ = rows.render(row: 1, width: 30)
        #expect(layouts.laidOut.count == 2)
        rows.theme = .monochrome
        _ = rows.render(row: 1, width: 30)
        #expect(layouts.laidOut.count == 3)
        rows.reload(count: 2)
        _ = rows.render(row: 1, width: 30)
        #expect(layouts.laidOut.count == 4)
        #expect(layouts.made == [1, 1, 1, 1])
    }

    @Test func aRowThatIsNoLongerThere_drawsAsOneEmptyLine() {
        let rows = Layouts([1]).rows()
        rows.reload(count: 2)
        #expect(rows.height(ofRow: 1, width: 40) == 1)
        #expect(texts(rows.render(row: 1, width: 40)) == [""])
    }

    @Test func theSelectedRow_tallerThanTheList_scrollsWithThePageMovements_toItsEnd() {
        let rows = Layouts([10, 2]).rows()
        rows.visibleHeight = 4
        _ = rows.render(row: 0, width: 40)
        #expect(rows.scroll(.pageDown))
        #expect(rows.offset == 3)
        #expect(rows.height(ofRow: 0, width: 40) == 7)
        #expect(texts(rows.render(row: 0, width: 40)).first == "row 0 line 3")
        #expect(rows.scroll(.halfPageDown))
        #expect(rows.scroll(.pageDown))
        #expect(rows.offset == 6)
        #expect(!rows.scroll(.pageDown))
        #expect(!rows.scroll(.down))
        #expect(rows.scroll(.halfPageUp))
        #expect(rows.offset == 4)
        #expect(rows.scroll(.pageUp))
        #expect(rows.offset == 1)
        #expect(rows.scroll(.pageUp))
        #expect(!rows.scroll(.pageUp))
        #expect(rows.offset == 0)
    }

    @Test func aRowThatFits_neverScrolls_andOnlyTheSelectedOneDoes() {
        let rows = Layouts([3, 10]).rows()
        rows.visibleHeight = 4
        _ = rows.render(row: 0, width: 40)
        #expect(!rows.scroll(.pageDown))
        #expect(rows.height(ofRow: 1, width: 40) == 10)
        #expect(rows.select(1))
        #expect(!rows.select(1))
        #expect(rows.scroll(.pageDown))
        #expect(rows.height(ofRow: 1, width: 40) == 7)
        #expect(rows.height(ofRow: 0, width: 40) == 3)
    }

    @Test func selectingAnotherRow_orReloading_showsItFromItsFirstLine() {
        let rows = Layouts([10, 10]).rows()
        rows.visibleHeight = 4
        _ = rows.render(row: 0, width: 40)
        #expect(rows.scroll(.pageDown))
        rows.select(1)
        #expect(rows.offset == 0)
        _ = rows.render(row: 1, width: 40)
        #expect(rows.scroll(.pageDown))
        rows.reload(count: 2)
        #expect(rows.offset == 0)
        #expect(rows.selected == 1)
    }

    @Test func tab_focusesTheSelectedRowsLinks_inTurn_andDrawsTheFocusedOneHighlighted() {
        let rows = LaidOutRows<Int>(
            rowAt: { $0 },
            layout: { row, _, _ in
                [
                    StyledLine([StyledSpan("@bob", link: "user:bob"), StyledSpan(" and "), StyledSpan("@carol", link: "user:carol")]),
                    StyledLine([StyledSpan("again @bob", link: "user:bob")]),
                    StyledLine(DisplayText(sanitizing: "row \(row)")),
                ]
            })
        rows.reload(count: 2)
        _ = rows.render(row: 0, width: 40)
        #expect(rows.focusedLink == nil)
        rows.focusLink(forward: true)
        #expect(rows.focusedLink == "user:bob")
        rows.focusLink(forward: true)
        #expect(rows.focusedLink == "user:carol")
        rows.focusLink(forward: true)
        #expect(rows.focusedLink == "user:bob")
        rows.focusLink(forward: false)
        #expect(rows.focusedLink == "user:carol")
        let drawn = rows.render(row: 0, width: 40)
        let highlighted = drawn.flatMap(\.spans).filter { $0.style == Style.plain.merged(with: rows.theme[.selection]) }
        #expect(highlighted.map(\.text.string) == ["@carol"])
        rows.select(1)
        #expect(rows.focusedLink == nil)
    }

    @Test func previousLink_withNoneFocused_startsFromTheLast_andAFarLinkIsScrolledIntoView() {
        let rows = LaidOutRows<Int>(
            rowAt: { $0 },
            layout: { _, _, _ in
                (0..<12).map { line in StyledLine([StyledSpan(DisplayText(sanitizing: "line \(line)"), link: line == 9 ? "far" : nil)]) }
            })
        rows.reload(count: 1)
        rows.visibleHeight = 4
        _ = rows.render(row: 0, width: 40)
        rows.focusLink(forward: false)
        #expect(rows.focusedLink == "far")
        #expect(rows.offset == 8)
        #expect(texts(rows.render(row: 0, width: 40)).first == "line 8")
    }

    @Test func aRowWithoutLinks_focusesNothing() {
        let plain = LaidOutRows<Int>(rowAt: { $0 }, layout: { _, _, _ in [StyledLine([StyledSpan("text")])] })
        plain.reload(count: 1)
        plain.focusLink(forward: true)
        #expect(plain.focusedLink == nil)
    }
}
