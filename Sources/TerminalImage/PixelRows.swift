/// An image encoded for a pixel protocol one row of cells at a time, so that a pager can show
/// any rows of it (the part on screen) by painting just those.
public struct PixelRows: Equatable, Sendable {
    /// The protocol it speaks.
    public var pixelProtocol: PixelProtocol
    /// The block of cells it covers.
    public var extent: CellExtent
    /// Each row's escapes, top first, to be written at the row's first cell; libchafa's bytes only.
    /// A row may reach a few pixels into the next (sixels come in six-pixel bands), which that
    /// row, painted after it, covers again.
    public var rows: [String]
    /// Each row's escapes kept within its own cells, for the last row on screen.
    public var cutRows: [String]

    /// The escapes for row `index` when `isLastShown` (nothing is painted below it).
    public func escapes(row index: Int, isLastShown: Bool) -> String {
        isLastShown ? cutRows[index] : rows[index]
    }
}
