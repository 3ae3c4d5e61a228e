/// A frame of cells that keeps wide characters whole: a wide cell owns the next slot, and
/// overwriting either half of it turns the other half into a blank.
///
/// Both terminals compose frames in one, so what a widget draws over half of a wide character
/// (a modal's border, say) leaves the same picture in memory and on the real screen.
struct CellGrid: Equatable {
    /// One column of a row.
    enum Slot: Equatable {
        /// A cell that starts here.
        case cell(Cell)
        /// The right half of the wide cell to the left.
        case continuation
    }

    /// The size.
    let size: TerminalSize
    /// The slots, row by row.
    private(set) var rows: [[Slot]]

    /// A blank grid of `size`.
    init(size: TerminalSize) {
        self.size = size
        rows = Array(repeating: Array(repeating: .cell(.blank()), count: max(0, size.columns)), count: max(0, size.rows))
    }

    /// Puts a cell, clipping to the grid; a wide cell that does not fit before the edge becomes a blank.
    mutating func put(_ cell: Cell, row: Int, column: Int) {
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

    private mutating func write(_ slot: Slot, row: Int, column: Int) {
        if case .cell(let old) = rows[row][column], old.width > 1, column + 1 < size.columns {
            rows[row][column + 1] = .cell(.blank(old.style))
        }
        if rows[row][column] == .continuation, column > 0, case .cell(let owner) = rows[row][column - 1] {
            rows[row][column - 1] = .cell(.blank(owner.style))
        }
        rows[row][column] = slot
    }
}
