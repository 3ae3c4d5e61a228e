/// A band of rows that moved up or down together since the last frame: a list or an article that
/// scrolled by a line or a few.
///
/// Told of the move (`wscrl` inside a scroll region), curses shifts the rows it holds, so only the
/// rows that came into view and the few that changed besides are handed to it cell by cell, instead
/// of every cell of the band; its own update then still sends the move as a scroll. The last row
/// (the status bar) is never in the band, so the bottom-right cell (``BottomRightCorner``) is never
/// moved.
struct RowShift: Equatable {
    /// The first row of the scroll region.
    var top: Int
    /// The last row of the scroll region.
    var bottom: Int
    /// How far the rows moved: up when positive (a row shows what the row `distance` below it
    /// showed), down when negative.
    var distance: Int

    /// The fewest rows a band must keep to be worth a move rather than cell-by-cell changes.
    static let fewestRows = 3

    /// The band in which `frame`'s rows are `shown`'s moved by one distance, starting at the first
    /// row that changed; nil when no band of at least ``fewestRows`` rows moved.
    static func find(in frame: CellGrid, shown: CellGrid) -> RowShift? {
        let rows = frame.size.rows
        guard shown.size == frame.size, rows > fewestRows else { return nil }
        let lastMovable = rows - 2
        var first = 0
        while first <= lastMovable, frame.row(first) == shown.row(first) { first += 1 }
        guard first < lastMovable else { return nil }
        var best: RowShift?
        var bestKept = fewestRows - 1
        for distance in 1...(lastMovable - first) {
            let up = kept(from: first, distance: distance, lastMovable: lastMovable) { frame.row($0) == shown.row($1) }
            if up > bestKept {
                bestKept = up
                best = RowShift(top: first, bottom: first + up - 1 + distance, distance: distance)
            }
            let down = kept(from: first, distance: distance, lastMovable: lastMovable) { shown.row($0) == frame.row($1) }
            if down > bestKept {
                bestKept = down
                best = RowShift(top: first, bottom: first + down - 1 + distance, distance: -distance)
            }
            // No longer distance can keep more rows than the band that reaches the last movable row.
            if first + bestKept + distance > lastMovable { break }
        }
        return best
    }

    /// How many rows from `first` on equal the rows `distance` below them (`equal(row, row +
    /// distance)`), without reaching past `lastMovable`.
    private static func kept(from first: Int, distance: Int, lastMovable: Int, equal: (Int, Int) -> Bool) -> Int {
        var row = first
        while row + distance <= lastMovable, equal(row, row + distance) { row += 1 }
        return row - first
    }

    /// The rows of the region, each of which curses holds anew after the move.
    var rows: ClosedRange<Int> { top...bottom }

    /// The rows of the region that show, after the move, what the frame shows there: the rows the
    /// move brought in from the rest of the band (the rows it left blank are compared as usual).
    var keptRows: ClosedRange<Int> { distance > 0 ? top...(bottom - distance) : (top - distance)...bottom }
}
