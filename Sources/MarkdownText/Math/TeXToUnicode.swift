/// Turns TeX math into Unicode text where it can be done; anything unrecognised keeps its TeX source.
///
/// `\alpha` becomes α, `x^2` x², `\frac{a+b}{2}` (a+b)/2, `\mathbb{R}` ℝ; `\\` starts a new line and `&`
/// is a space, so an `aligned` block reads line by line (`convertAligned` lines its columns up). Linear in the input, with a nesting limit, and
/// free of control characters apart from "\n".
public enum TeXToUnicode {
    /// What the renderer writes for `&`: a control character, which `convert` turns into a space and
    /// `convertAligned` into a column's edge.
    static let alignmentMark = "\u{1F}"

    /// The Unicode rendering of the TeX math `tex` (the text between the `$` delimiters).
    public static func convert(_ tex: String) -> String {
        var renderer = TeXRenderer(source: Array(tex.unicodeScalars))
        let lines = renderer.render().split(separator: "\n", omittingEmptySubsequences: false).map { tidy($0) }
        let first = lines.firstIndex { !$0.isEmpty } ?? lines.endIndex
        let last = lines.lastIndex { !$0.isEmpty } ?? first
        return first < lines.endIndex ? lines[first...last].joined(separator: "\n") : ""
    }

    /// The rows of display math whose lines are split into columns by `&` (`aligned`, `align`,
    /// `eqnarray` …), each column padded so that the columns line up as TeX sets them: right-aligned
    /// and left-aligned in turn, the last left-aligned, one space apart; nil when no line has an `&`. Widths count
    /// characters, as math is mostly narrow; empty rows are left out.
    public static func convertAligned(_ tex: String) -> [String]? {
        var renderer = TeXRenderer(source: Array(tex.unicodeScalars))
        let rendered = renderer.render()
        guard rendered.contains(alignmentMark) else { return nil }
        let rows = rendered.split(separator: "\n").map { line in
            line.split(separator: alignmentMark, omittingEmptySubsequences: false).map { tidy($0) }
        }.filter { !$0.allSatisfy(\.isEmpty) }
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { cells in
            var row = ""
            for (column, cell) in cells.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                let isLast = column == cells.count - 1
                row += column > 0 ? " " : ""
                row += column.isMultiple(of: 2) && column < columns - 1 ? padding + cell : cell + (isLast ? "" : padding)
            }
            return row
        }
    }

    /// Collapses runs of spaces, trims the line, and drops control characters (`&`'s mark is a space).
    private static func tidy(_ line: Substring) -> String {
        var tidied = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in line.unicodeScalars {
            if scalar.properties.isWhitespace || scalar == "\u{1F}" {
                pendingSpace = !tidied.isEmpty
            } else if scalar.properties.generalCategory != .control {
                if pendingSpace { tidied.append(" ") }
                pendingSpace = false
                tidied.append(scalar)
            }
        }
        return String(tidied)
    }
}
