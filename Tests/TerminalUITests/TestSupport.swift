@testable import TerminalUI

/// A list source that counts how often it is asked for rows.
@MainActor
final class CountingSource: ListDataSource {
    var count: Int
    var rowHeight: Int
    private(set) var renderCalls = 0
    private(set) var heightCalls = 0

    init(count: Int, rowHeight: Int = 1) {
        self.count = count
        self.rowHeight = rowHeight
    }

    var numberOfRows: Int { count }

    func height(ofRow row: Int, width: Int) -> Int {
        heightCalls += 1
        return rowHeight
    }

    func render(row: Int, width: Int) -> [StyledLine] {
        renderCalls += 1
        return (0..<rowHeight).map { line in
            StyledLine(DisplayText(sanitizing: line == 0 ? "row \(row)" : "  detail \(row)"))
        }
    }

    func resetCounters() {
        renderCalls = 0
        heightCalls = 0
    }
}

/// A list source whose rows have the given heights; each line says its row and line.
@MainActor
final class HeightsSource: ListDataSource {
    private let heights: [Int]

    init(_ heights: [Int]) { self.heights = heights }

    var numberOfRows: Int { heights.count }

    func height(ofRow row: Int, width: Int) -> Int { heights[row] }

    func render(row: Int, width: Int) -> [StyledLine] {
        (0..<heights[row]).map { StyledLine(DisplayText(sanitizing: "row \(row) line \($0)")) }
    }
}

/// Draws `draw` as one frame on a fresh memory terminal and returns it.
@MainActor
func frame(rows: Int, columns: Int, _ draw: (Canvas) -> Void) -> MemoryTerminal {
    let terminal = MemoryTerminal(size: TerminalSize(rows: rows, columns: columns))
    terminal.beginFrame()
    draw(Canvas(terminal: terminal))
    terminal.endFrame()
    return terminal
}

/// Whether every row covers exactly the terminal's width (nothing spilled or went missing).
@MainActor
func rowsAreExact(_ terminal: MemoryTerminal) -> Bool {
    (0..<terminal.size.rows).allSatisfy { terminal.coveredColumns(row: $0) == terminal.size.columns }
}
