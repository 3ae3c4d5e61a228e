/// A terminal cell's size in pixels, which turns an image's pixels into cells with its aspect kept.
public struct CellPixelSize: Equatable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A cell of `width` × `height` pixels; sizes below one pixel count as one.
    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// 10×20 pixels, for a terminal that does not say (a common font's cell is about twice as high as wide).
    public static let fallback = CellPixelSize(width: 10, height: 20)
}

/// A block of terminal cells: how many columns and rows an image takes.
public struct CellExtent: Equatable, Sendable {
    /// Columns, at least 1.
    public var columns: Int
    /// Rows, at least 1.
    public var rows: Int

    /// An extent of your own; sizes below one count as one.
    public init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }

    /// The largest block within `maxColumns` × `maxRows` that shows a `width` × `height` pixel image
    /// with its aspect kept on cells of `cell` pixels; never larger than the image's own pixels
    /// unless `enlarging`.
    public static func fitting(
        width: Int, height: Int, maxColumns: Int, maxRows: Int, cell: CellPixelSize = .fallback, enlarging: Bool = false
    ) -> CellExtent {
        let maxColumns = max(1, maxColumns)
        let maxRows = max(1, maxRows)
        let width = Double(max(1, width))
        let height = Double(max(1, height))
        var scale = min(Double(maxColumns * cell.width) / width, Double(maxRows * cell.height) / height)
        if !enlarging { scale = min(scale, 1) }
        let columns = Int((width * scale / Double(cell.width)).rounded())
        let rows = Int((height * scale / Double(cell.height)).rounded())
        return CellExtent(columns: min(columns, maxColumns), rows: min(rows, maxRows))
    }
}
