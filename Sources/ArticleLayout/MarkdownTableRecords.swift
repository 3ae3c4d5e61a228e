import TerminalUI

/// Lays out a table too wide for a grid as records: one `Header: value` paragraph per cell, wrapped,
/// with a dim dashed rule between rows.
struct MarkdownTableRecords {
    let style: MarkdownLayoutStyle

    /// The records of `rows` under the column names in `header`; only the header when there are no rows.
    func lines(header: [StyledLine], rows: some Collection<[StyledLine]>, width: Int) -> [StyledLine] {
        guard !rows.isEmpty else { return TextLayout.wrap(header, toWidth: width) }
        var lines: [StyledLine] = []
        for (index, row) in rows.enumerated() {
            if index > 0 { lines.append(MarkdownSpans.rule("┄", count: width, style.dim)) }
            for (name, value) in zip(header, row) {
                var field = name
                if !MarkdownSpans.isBlank(name) { field.append(MarkdownSpans.span(": ", style.dim)) }
                field.spans += value.spans
                lines += TextLayout.wrap(field, toWidth: width)
            }
        }
        return lines
    }
}
