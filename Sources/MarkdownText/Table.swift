/// A GFM table: column alignments, a header row and body rows of inline cells.
///
/// Every row has exactly one cell per column.
public struct Table: Hashable, Sendable {
    /// The alignment of each column; its count is the number of columns.
    public var alignments: [TableAlignment]
    /// The header row, one cell per column.
    public var header: [[InlineSpan]]
    /// The body rows, each one cell per column.
    public var rows: [[[InlineSpan]]]

    /// Creates a table.
    public init(alignments: [TableAlignment], header: [[InlineSpan]], rows: [[[InlineSpan]]]) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
    }
}

/// How a table column is aligned.
public enum TableAlignment: Hashable, Sendable {
    /// No alignment given (`---`).
    case none
    /// Left-aligned (`:--`).
    case left
    /// Centred (`:-:`).
    case center
    /// Right-aligned (`--:`).
    case right
}
