/// A terminal size in rows and columns.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
    /// Number of rows.
    public var rows: Int
    /// Number of columns.
    public var columns: Int

    /// Creates a size; negative values become zero.
    public init(rows: Int, columns: Int) {
        self.rows = max(0, rows)
        self.columns = max(0, columns)
    }

    /// "columns×rows".
    public var description: String { "\(columns)x\(rows)" }
}

/// A rectangle of cells: origin (row, column) and size.
public struct Rect: Sendable, Hashable {
    /// Top row.
    public var row: Int
    /// Left column.
    public var column: Int
    /// Number of rows.
    public var height: Int
    /// Number of columns.
    public var width: Int

    /// Creates a rectangle; negative sizes become zero.
    public init(row: Int, column: Int, height: Int, width: Int) {
        self.row = row
        self.column = column
        self.height = max(0, height)
        self.width = max(0, width)
    }

    /// The part of this rectangle that lies inside `other`.
    public func intersection(_ other: Rect) -> Rect {
        let top = max(row, other.row)
        let left = max(column, other.column)
        let bottom = min(row + height, other.row + other.height)
        let right = min(column + width, other.column + other.width)
        return Rect(row: top, column: left, height: bottom - top, width: right - left)
    }
}
