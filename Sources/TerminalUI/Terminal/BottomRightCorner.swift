/// When the screen's bottom-right cell can be sent, and when the last row must be sent whole again.
///
/// ncurses writes that cell by inserting the one to its left, which on a screen one column wide is
/// column -1, outside the row (it would send whatever memory lies before it), and after a wide
/// character is that character's right half (the terminal would be left with a row one cell too
/// long); such a frame leaves the cell out. Writing the wide character that ends beside it also
/// blanks the cell on the terminal while curses still thinks it holds what it held, so curses would
/// never send that cell again if it did not change: the first frame that can send it again has the
/// last row repainted whole (a box's `┘` came back after a status ending in a wide character).
struct BottomRightCorner {
    /// What a frame does with the bottom-right cell.
    enum Plan: Equatable {
        /// Send it with the rest, if it changed.
        case send
        /// Leave it out.
        case skip
        /// Send it, with the whole last row repainted first: the terminal may not show what curses thinks.
        case repaintLastRow
    }

    private var leftOut = false

    /// The plan for the frame `grid`, remembering whether the cell was left out.
    mutating func plan(for grid: CellGrid) -> Plan {
        let rows = grid.size.rows
        let columns = grid.size.columns
        guard rows > 0, columns > 0 else { return .send }
        if columns == 1 || grid[rows - 1, columns - 2] == .continuation {
            leftOut = true
            return .skip
        }
        defer { leftOut = false }
        return leftOut ? .repaintLastRow : .send
    }
}
