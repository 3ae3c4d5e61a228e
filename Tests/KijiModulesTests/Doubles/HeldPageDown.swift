import Foundation

/// PgDn on a long list as its presenter hears the moves, with a screen of 11 rows: presses a while
/// apart, or the key held at 30 presses a second; ``now`` is the time the presenter reads.
@MainActor
final class HeldPageDown {
    /// The rows on screen.
    static let rowsInView = 11
    /// The time the presenter reads; each press moves it on.
    private(set) var now = Date(timeIntervalSince1970: 1_800_000_000)

    /// Two presses five seconds apart near the end of `count` rows, the second a screen and a bit
    /// before the last row is in view.
    func pressNearTheEnd(of count: Int, move: (_ row: Int, _ rowsInView: Int) -> Void) async {
        move(count - 36, Self.rowsInView)
        now += 5
        move(count - 25, Self.rowsInView)
        await settle()
    }

    /// Holds the key from the top of `count` rows, a while after the last press, until `asked()`
    /// says more was read or the end is in view; returns the rows still ahead of the selection then.
    func hold(over count: Int, move: (_ row: Int, _ rowsInView: Int) -> Void, until asked: () -> Bool) async -> Int {
        var row = 0
        now += 5
        while !asked(), row < count - Self.rowsInView {
            row += Self.rowsInView
            now += 1.0 / 30
            move(row, Self.rowsInView)
            await settle()
        }
        return count - row
    }
}
