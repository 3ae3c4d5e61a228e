import ArticleLayout
import TerminalUI

/// The find in a list of rows of any height (an item's comments): ``TextFind`` over every row's
/// lines one after another, its lines and marks told back as rows and lines within them.
struct RowsFind {
    /// The find over the rows' lines as one text.
    private(set) var text = TextFind()
    /// The index, in that text, of each row's first line.
    private var starts: [Int] = []
    /// The width the rows read last were laid out at.
    private(set) var readWidth: Int?

    /// Takes every row's lines, newly laid out at `width`; the matches are found in them again.
    mutating func read(_ rows: [[StyledLine]], width: Int) {
        var starts: [Int] = []
        var total = 0
        for row in rows {
            starts.append(total)
            total += row.count
        }
        self.starts = starts
        readWidth = width
        text.read(rows.flatMap { $0 })
    }

    /// Looks for `typed` from line `line` of row `row` on (see ``TextFind/find(_:from:)``).
    mutating func find(_ typed: String, fromRow row: Int, line: Int) {
        text.find(typed, from: (starts.indices.contains(row) ? starts[row] : 0) + line)
    }

    /// Moves to the next (or previous) match, round the ends; nil with none.
    mutating func step(forward: Bool) -> FindMatch? {
        text.step(forward: forward)
    }

    /// The row and the line within it of line `line` of the text.
    func place(of line: Int) -> (row: Int, line: Int) {
        let row = max(0, (starts.lastIndex { $0 <= line }) ?? 0)
        return (row, line - (starts.isEmpty ? 0 : starts[row]))
    }

    /// `marks` of the text as marks of rows, each counted in its row's own lines.
    func byRow(_ marks: [TextMark]) -> [Int: [TextMark]] {
        var rows: [Int: [TextMark]] = [:]
        for mark in marks {
            let place = place(of: mark.line)
            rows[place.row, default: []].append(TextMark(line: place.line, columns: mark.columns))
        }
        return rows
    }
}
