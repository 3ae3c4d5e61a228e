/// Pixels painted over a run of blank cells after a frame: a sixel (or other pixel protocol)
/// image's escapes, written where the frame left blanks for them.
public struct RasterPaint: Hashable, Sendable {
    /// The screen row it covers (one row of cells).
    public var row: Int
    /// The screen column it starts at.
    public var column: Int
    /// The columns it covers.
    public var columns: Int
    /// The escapes that paint it, from a trusted encoder (libchafa), never from untrusted text.
    public var escapes: String

    /// A paint of your own.
    public init(row: Int, column: Int, columns: Int, escapes: String) {
        self.row = row
        self.column = column
        self.columns = columns
        self.escapes = escapes
    }
}
