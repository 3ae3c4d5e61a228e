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
    ///
    /// The cells are rendered twice, once to size the columns and once to draw each row, so that
    /// neither a tall table's cells nor its rows' lines are held all at once beside its grid.
    func lines(for table: Table, width: Int) -> [StyledLine] {
        let columns = table.alignments.count
        guard columns > 0 else { return [] }
        let header = cells(of: table.header, columns: columns, base: style.strong(style.normal))
        let rows = table.rows.lazy.map { cells(of: $0, columns: columns, base: style.normal) }
        let hasHeader = header.contains { !MarkdownSpans.isBlank($0) }
        var natural = hasHeader ? header.map(Self.naturalWidth(of:)) : Array(repeating: 0, count: columns)
        for row in rows {
            for (column, cell) in row.enumerated() { natural[column] = max(natural[column], Self.naturalWidth(of: cell)) }
        }
        let borders = 3 * columns + 1
        guard let widths = MarkdownTableColumns.widths(natural: natural, available: width - borders) else {
            return MarkdownTableRecords(style: style).lines(header: header, rows: rows, width: width)
        }
        let grid = Grid(widths: widths, alignments: table.alignments, border: style.dim)
        var body: [StyledLine] = []
        var rowStarts: [Int] = []
        for row in rows {
            rowStarts.append(body.count)
            body += grid.lines(for: row)
        }
        let separatesRows = body.count > rowStarts.count
        var lines = [grid.rule("┌", "┬", "┐")]
        lines.reserveCapacity(body.count + (separatesRows ? rowStarts.count : 0) + 4)
        if hasHeader {
            lines += grid.lines(for: header)
            lines.append(grid.rule("├", "┼", "┤"))
        }
        if separatesRows {
            let separator = grid.rule("├", "┼", "┤")
            for (index, start) in rowStarts.enumerated() {
                if index > 0 { lines.append(separator) }
                lines += body[start..<(index + 1 < rowStarts.count ? rowStarts[index + 1] : body.count)]
            }
        } else {
            lines += body
        }
        body = []
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
            var spans: [StyledSpan] = []
            spans.reserveCapacity(widths.count + 1 + wrapped.reduce(0) { $0 + (index < $1.count ? $1[index].spans.count : 0) })
            var gutter = "│"
            for column in widths.indices {
                let cell = index < wrapped[column].count ? wrapped[column][index] : StyledLine()
                let padding = widths[column] - cell.width
                let before = switch alignments[column] {
                case .right: padding
                case .center: padding / 2
                case .left, .none: 0
                }
                gutter += MarkdownSpans.spaces(1 + before)
                if !cell.spans.isEmpty {
                    spans.append(MarkdownSpans.span(gutter, border))
                    spans += cell.spans
                    gutter = ""
                }
                gutter += MarkdownSpans.spaces(1 + padding - before) + "│"
            }
            spans.append(MarkdownSpans.span(gutter, border))
            return StyledLine(spans)
        }
    }
}
