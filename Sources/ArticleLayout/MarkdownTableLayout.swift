import MarkdownText
import TerminalUI

/// Lays out a GFM table as a box-drawn grid, or as records when the grid cannot fit.
///
/// Columns are sized by display width (see `MarkdownTableColumns`), cells wrap inside their column
/// and are aligned as the table says, and the header is bold above a separator. When rows wrap onto
/// several lines, separators between body rows keep them apart. A table whose columns cannot all get
/// their minimum width is shown record by record instead (see `MarkdownTableRecords`).
struct MarkdownTableLayout {
    let style: MarkdownLayoutStyle
    let inline: MarkdownInlineRenderer

    /// The table's lines.
    func lines(for table: Table, width: Int) -> [StyledLine] {
        guard !table.alignments.isEmpty else { return [] }
        let header = cells(of: table.header, columns: table.alignments.count, base: style.strong(style.normal))
        let rows = table.rows.map { cells(of: $0, columns: table.alignments.count, base: style.normal) }
        let hasHeader = header.contains { !MarkdownSpans.isBlank($0) }
        let natural = table.alignments.indices.map { column in
            ((hasHeader ? [header] : []) + rows).map { Self.naturalWidth(of: $0[column]) }.max() ?? 0
        }
        let borders = 3 * natural.count + 1
        guard let widths = MarkdownTableColumns.widths(natural: natural, available: width - borders) else {
            return MarkdownTableRecords(style: style).lines(header: header, rows: rows, width: width)
        }
        let grid = Grid(widths: widths, alignments: table.alignments, border: style.dim)
        let bodies = rows.map(grid.lines(for:))
        let separatesRows = bodies.contains { $0.count > 1 }
        var lines = [grid.rule("┌", "┬", "┐")]
        if hasHeader {
            lines += grid.lines(for: header)
            lines.append(grid.rule("├", "┼", "┤"))
        }
        for (index, body) in bodies.enumerated() {
            if separatesRows, index > 0 { lines.append(grid.rule("├", "┼", "┤")) }
            lines += body
        }
        lines.append(grid.rule("└", "┴", "┘"))
        return lines
    }

    /// The width of a cell's widest line: a hard break (`<br>`) in a cell starts a new line.
    private static func naturalWidth(of cell: StyledLine) -> Int {
        guard cell.spans.contains(where: { $0.text.string.contains("\n") }) else { return cell.width }
        return TextLayout.wrap(cell, toWidth: max(1, cell.width)).map(\.width).max() ?? 0
    }

    /// One rendered cell per column, with missing cells empty and extra cells left out.
    private func cells(of row: [[InlineSpan]], columns: Int, base: Style) -> [StyledLine] {
        (0..<columns).map { $0 < row.count ? inline.paragraph(row[$0], base: base) : StyledLine() }
    }
}

/// The columns of a table grid, drawing its rules and rows.
private struct Grid {
    let widths: [Int]
    let alignments: [TableAlignment]
    let border: Style

    /// A horizontal rule with the given corner and junction characters.
    func rule(_ left: String, _ junction: String, _ right: String) -> StyledLine {
        let segments = widths.map { String(repeating: "─", count: $0 + 2) }
        return MarkdownSpans.line(left + segments.joined(separator: junction) + right, border)
    }

    /// The lines of one row: each cell wrapped in its column, as many lines as its tallest cell.
    func lines(for cells: [StyledLine]) -> [StyledLine] {
        let wrapped = zip(cells, widths).map { TextLayout.wrap($0, toWidth: $1) }
        let height = wrapped.map(\.count).max() ?? 0
        return (0..<height).map { index in
            var line = StyledLine([MarkdownSpans.span("│", border)])
            for column in widths.indices {
                let cell = index < wrapped[column].count ? wrapped[column][index] : StyledLine()
                let padding = widths[column] - cell.width
                let before = switch alignments[column] {
                case .right: padding
                case .center: padding / 2
                case .left, .none: 0
                }
                line.append(MarkdownSpans.span(MarkdownSpans.spaces(1 + before), border))
                line.spans += cell.spans
                line.append(MarkdownSpans.span(MarkdownSpans.spaces(1 + padding - before), border))
                line.append(MarkdownSpans.span("│", border))
            }
            return line
        }
    }
}
