/// A frame of cells that keeps wide characters whole: a wide cell owns the next slot, and
/// overwriting either half of it turns the other half into a blank.
///
/// Both terminals compose frames in one, so what a widget draws over half of a wide character
/// (a modal's border, say) leaves the same picture in memory and on the real screen. The slots
/// live in one row-major array that ``clear()`` reuses from frame to frame.
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
    /// The slots, row after row.
    private(set) var slots: [Slot]
    private let columns: Int

    /// A blank grid of `size`.
    init(size: TerminalSize) {
        self.size = size
        columns = max(0, size.columns)
        slots = Array(repeating: .cell(.blank()), count: columns * max(0, size.rows))
    }

    /// The slots of one row.
    func row(_ row: Int) -> ArraySlice<Slot> {
        slots[row * columns..<(row + 1) * columns]
    }

    /// The slot at a position inside the grid.
    subscript(row: Int, column: Int) -> Slot {
        slots[row * columns + column]
    }

    /// Makes every slot a plain blank again, keeping the storage.
    mutating func clear() {
        let blank = Slot.cell(.blank())
        slots.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index] = blank }
        }
    }

    /// Puts a cell, clipping to the grid; a wide cell that does not fit before the edge becomes a blank.
    mutating func put(_ cell: Cell, row: Int, column: Int) {
        guard row >= 0, row < size.rows, column >= 0, column < columns else { return }
        if cell.width > 1 && column + cell.width > columns {
            write(.cell(.blank(cell.style)), row: row, column: column)
            return
        }
        write(.cell(cell), row: row, column: column)
        for offset in 1..<max(1, cell.width) {
            write(.continuation, row: row, column: column + offset)
        }
    }

    /// Puts cells side by side from a position, each clipped as ``put(_:row:column:)`` clips one.
    mutating func put(_ cells: ArraySlice<Cell>, row: Int, column: Int) {
        guard row >= 0, row < size.rows else { return }
        var position = column
        for cell in cells {
            if position >= columns { return }
            if position >= 0 { put(cell, row: row, column: position) }
            position += max(1, cell.width)
        }
    }

    /// Moves the rows of `shift`'s region as curses' `wscrl` moves them: each row takes the row
    /// `distance` away, and the rows nothing moves into become plain blanks.
    mutating func move(_ shift: RowShift) {
        let columns = self.columns
        let blank = Slot.cell(.blank())
        let order = shift.distance > 0 ? Array(shift.rows) : shift.rows.reversed()
        slots.withUnsafeMutableBufferPointer { buffer in
            for row in order {
                let source = row + shift.distance
                for column in 0..<columns {
                    buffer[row * columns + column] = shift.rows.contains(source) ? buffer[source * columns + column] : blank
                }
            }
        }
    }

    private mutating func write(_ slot: Slot, row: Int, column: Int) {
        let index = row * columns + column
        if case .cell(let old) = slots[index], old.width > 1, column + 1 < columns {
            slots[index + 1] = .cell(.blank(old.style))
        }
        if case .continuation = slots[index], column > 0, case .cell(let owner) = slots[index - 1] {
            slots[index - 1] = .cell(.blank(owner.style))
        }
        slots[index] = slot
    }
}
