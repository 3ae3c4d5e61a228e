import FoundationEssentials

/// Where a list's selection last moved, with the rows in view then, and how far it went forward
/// lately: what the prefetch rule reads (see ``Prefetch``).
///
/// A move counts forward rows up to one screen (a jump such as `G` counts as a page key, so that
/// it never asks for the whole list), and only while it is recent: when the key is let go, the
/// look-ahead shrinks back to a screen.
struct SelectionMoves {
    /// The row the selection last moved to.
    private(set) var row = 0
    /// The rows in view at the last move; 0 when unknown.
    private(set) var rowsInView = 0
    /// The forward moves, oldest first, with when they were made.
    private var recent: [(time: Date, rows: Int)] = []

    /// Records a move to `row` with `rowsInView` rows on screen, made at `time`.
    mutating func record(to row: Int, rowsInView: Int, at time: Date) {
        let forward = min(max(0, row - self.row), rowsInView)
        self.row = row
        self.rowsInView = rowsInView
        recent.removeAll { time.timeIntervalSince($0.time) > Prefetch.lead }
        if forward > 0 { recent.append((time, forward)) }
    }

    /// The rows the selection moved forward in the ``Prefetch/lead`` before `now`.
    func rowsForward(before now: Date) -> Int {
        recent.reduce(0) { sum, move in now.timeIntervalSince(move.time) > Prefetch.lead ? sum : sum + move.rows }
    }
}
