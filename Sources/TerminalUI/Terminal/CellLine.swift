/// A line of styled text already measured into cells, ready to be put on a terminal.
///
/// Measuring is the costly part of drawing text (grapheme breaking and width lookups), so a widget
/// that draws the same line frame after frame keeps its `CellLine` and pays for it once. Newlines
/// and tabs become blanks and zero-width characters are dropped, as ``Canvas`` draws them.
public struct CellLine: Sendable, Hashable {
    /// The cells, left to right; a wide cell stands for both of its columns.
    public private(set) var cells: [Cell]
    /// Columns covered.
    public private(set) var width: Int

    /// An empty line.
    public init() {
        cells = []
        width = 0
    }

    /// Measures `line` into cells.
    public init(_ line: StyledLine) {
        var cells: [Cell] = []
        var width = 0
        for span in line.spans {
            if Self.appendPrintableASCII(span, to: &cells) {
                width += span.text.string.utf8.count
                continue
            }
            for character in span.text.string {
                let cell = Self.cell(for: character, style: span.style)
                guard cell.width > 0 else { continue }
                cells.append(cell)
                width += cell.width
            }
        }
        self.cells = cells
        self.width = width
    }

    /// Plain text measured into cells.
    public init(_ text: DisplayText, style: Style = .plain) {
        self.init(StyledLine(text, style: style))
    }

    /// This line cut to at most `width` columns (an ellipsis in the style of the last kept cell
    /// marks the cut), then padded with blanks in `padding` to exactly `width` columns.
    public func fitted(toWidth width: Int, padding: Style = .plain) -> CellLine {
        guard width > 0 else { return CellLine() }
        var result = self.width > width ? truncated(toWidth: width) : self
        if result.width < width {
            result.cells.append(contentsOf: repeatElement(.blank(padding), count: width - result.width))
            result.width = width
        }
        return result
    }

    /// This line with `overlay` merged into the style of every cell (a selection, say).
    public func overlaid(with overlay: Style) -> CellLine {
        var result = self
        for index in result.cells.indices {
            let cell = result.cells[index]
            result.cells[index] = Cell(character: cell.character, width: cell.width, style: cell.style.merged(with: overlay))
        }
        return result
    }

    /// The cells that fit, then ``TextLayout/ellipsis`` in the style of the last one, by the same
    /// rule as `TextLayout.truncate` (which keeps links,
    /// so it works on glyphs instead of cells).
    private func truncated(toWidth width: Int) -> CellLine {
        let ellipsisWidth = TextLayout.ellipsis.width
        let budget = ellipsisWidth <= width ? width - ellipsisWidth : width
        var result = CellLine()
        for cell in cells {
            if result.width + cell.width > budget { break }
            result.cells.append(cell)
            result.width += cell.width
        }
        if ellipsisWidth <= width {
            let style = result.cells.last?.style ?? cells.first?.style ?? .plain
            let ellipsis = CellLine(TextLayout.ellipsis, style: style)
            result.cells += ellipsis.cells
            result.width += ellipsis.width
        }
        return result
    }

    /// Appends a cell of width 1 per byte when `span` is printable ASCII alone (most of a list's
    /// facts, dates and counts), skipping grapheme breaking and width lookups; false, appending
    /// nothing, otherwise.
    private static func appendPrintableASCII(_ span: StyledSpan, to cells: inout [Cell]) -> Bool {
        let bytes = span.text.string.utf8
        guard bytes.allSatisfy({ 0x20...0x7E ~= $0 }) else { return false }
        cells.reserveCapacity(cells.count + bytes.count)
        for byte in bytes {
            cells.append(Cell(character: Character(Unicode.Scalar(byte)), width: 1, style: span.style))
        }
        return true
    }

    /// A newline or a tab is a blank (a ``DisplayText`` holds no carriage return). Told by its
    /// UTF-8 bytes: comparing characters, and `asciiValue`, go through string comparison.
    private static func cell(for character: Character, style: Style) -> Cell {
        let utf8 = character.utf8
        if utf8.count == 1, utf8.first == 0x0A || utf8.first == 0x09 { return .blank(style) }
        return Cell(character: character, width: TextWidth.width(of: character), style: style)
    }
}
