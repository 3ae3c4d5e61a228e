/// An in-memory grid of cells for tests: what a widget draws can be read back as rows of text.
@MainActor
public final class MemoryTerminal: Terminal {
    private enum Slot: Equatable {
        case cell(Cell)
        case continuation
    }

    /// The current size.
    public private(set) var size: TerminalSize
    private var grid: [[Slot]]
    /// The cursor position, or `nil` when hidden.
    public private(set) var cursor: (row: Int, column: Int)?
    /// Number of frames ended so far.
    public private(set) var framesDrawn = 0

    /// Creates a blank terminal of `size`.
    public init(size: TerminalSize) {
        self.size = size
        grid = Self.blankGrid(size)
    }

    /// Changes the size, as a window resize would; the contents become blank.
    public func resize(to newSize: TerminalSize) {
        size = newSize
        grid = Self.blankGrid(newSize)
    }

    /// Starts a frame with blank cells.
    public func beginFrame() {
        grid = Self.blankGrid(size)
    }

    /// Puts a cell, clipping to the grid and keeping wide characters whole.
    public func put(_ cell: Cell, row: Int, column: Int) {
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return }
        if cell.width > 1 && column + cell.width > size.columns {
            write(.cell(.blank(cell.style)), row: row, column: column)
            return
        }
        write(.cell(cell), row: row, column: column)
        for offset in 1..<max(1, cell.width) {
            write(.continuation, row: row, column: column + offset)
        }
    }

    /// Records the cursor.
    public func setCursor(row: Int, column: Int, visible: Bool) {
        cursor = visible ? (row, column) : nil
    }

    /// Counts the frame.
    public func endFrame() {
        framesDrawn += 1
    }

    /// Every row as text; a wide character appears once, its continuation cell is skipped.
    public var rows: [String] {
        (0..<size.rows).map(row)
    }

    /// One row as text.
    public func row(_ index: Int) -> String {
        var text = ""
        for slot in grid[index] {
            if case .cell(let cell) = slot { text.append(cell.character) }
        }
        return text
    }

    /// The cell at a position, or `nil` for a continuation cell or a position outside the grid.
    public func cell(row: Int, column: Int) -> Cell? {
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return nil }
        if case .cell(let cell) = grid[row][column] { return cell }
        return nil
    }

    /// The total columns covered by the cells of a row (equals the width when nothing overflowed).
    public func coveredColumns(row: Int) -> Int {
        grid[row].reduce(0) { total, slot in
            if case .cell(let cell) = slot { return total + cell.width }
            return total
        }
    }

    private func write(_ slot: Slot, row: Int, column: Int) {
        if case .cell(let old) = grid[row][column], old.width > 1, column + 1 < size.columns {
            grid[row][column + 1] = .cell(.blank(old.style))
        }
        if grid[row][column] == .continuation, column > 0, case .cell(let owner) = grid[row][column - 1] {
            grid[row][column - 1] = .cell(.blank(owner.style))
        }
        grid[row][column] = slot
    }

    private static func blankGrid(_ size: TerminalSize) -> [[Slot]] {
        Array(repeating: Array(repeating: .cell(.blank()), count: size.columns), count: size.rows)
    }
}
