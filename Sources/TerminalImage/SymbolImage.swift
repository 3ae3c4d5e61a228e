/// A cell's colour as libchafa chose it.
public enum CellColor: Equatable, Hashable, Sendable {
    /// A 24-bit colour.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
    /// One of the 256 xterm palette colours.
    case indexed(UInt8)
    /// The terminal's own colour: where the image is transparent.
    case terminalDefault
}

/// One cell of an image drawn in symbols: a block character with its two colours.
public struct ImageCell: Equatable, Hashable, Sendable {
    /// A printable, one-column character (a block element or a space).
    public var character: Unicode.Scalar
    /// The colour of the character's ink.
    public var foreground: CellColor
    /// The colour behind it.
    public var background: CellColor

    /// A cell of your own.
    public init(character: Unicode.Scalar, foreground: CellColor, background: CellColor) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }
}

/// An image drawn as rows of coloured block characters, for any terminal with colours.
///
/// Plain values, never escape sequences: a caller turns them into its own styled cells, so no
/// byte of the image can reach a terminal any other way.
public struct SymbolImage: Equatable, Sendable {
    /// The block it fills.
    public var extent: CellExtent
    /// The cells row by row, `extent.columns` in each.
    public var cells: [ImageCell]

    /// An image of your own; `cells` must hold `columns × rows` cells.
    public init(extent: CellExtent, cells: [ImageCell]) {
        precondition(cells.count == extent.columns * extent.rows, "\(cells.count) cells for \(extent)")
        self.extent = extent
        self.cells = cells
    }

    /// The cell at `column`, `row` (from 0).
    public subscript(column: Int, row: Int) -> ImageCell {
        cells[row * extent.columns + column]
    }

    /// One row's cells, left to right.
    public func row(_ row: Int) -> ArraySlice<ImageCell> {
        cells[row * extent.columns..<(row + 1) * extent.columns]
    }
}
