/// A clipped drawing area on a terminal; coordinates are relative to its top-left corner.
///
/// Everything drawn through a canvas stays inside its rectangle, so a widget cannot draw out of
/// bounds however small the terminal is.
@MainActor
public struct Canvas {
    /// The terminal drawn on.
    public let terminal: any Terminal
    /// The area, in terminal coordinates, already clipped to the screen.
    public let bounds: Rect

    /// A canvas over the whole terminal.
    public init(terminal: any Terminal) {
        self.terminal = terminal
        bounds = Rect(row: 0, column: 0, height: terminal.size.rows, width: terminal.size.columns)
    }

    private init(terminal: any Terminal, bounds: Rect) {
        self.terminal = terminal
        self.bounds = bounds
    }

    /// Number of columns.
    public var width: Int { bounds.width }

    /// Number of rows.
    public var height: Int { bounds.height }

    /// A canvas for part of this one (relative coordinates), clipped to it.
    public func subcanvas(row: Int, column: Int, height: Int, width: Int) -> Canvas {
        let wanted = Rect(row: bounds.row + row, column: bounds.column + column, height: height, width: width)
        return Canvas(terminal: terminal, bounds: wanted.intersection(bounds))
    }

    /// Asks for pixels (`escapes`, from a trusted encoder) over `columns` blank cells of `row` from
    /// `column`, painted after the frame; nothing when any of them falls outside the canvas.
    public func paint(escapes: String, row: Int, column: Int, columns: Int) {
        guard row >= 0, row < height, column >= 0, column + columns <= width else { return }
        terminal.paint(RasterPaint(row: bounds.row + row, column: bounds.column + column, columns: columns, escapes: escapes))
    }

    /// Asks for the kitty image `image` over `rows` × `columns` blank cells from `row`, `column`,
    /// showing its pixel rows `source` and its first `sourceWidth` pixel columns stretched over
    /// them, placed after the frame; nothing when any of the cells falls outside the canvas.
    public func place(
        _ image: KittyImageUpload, row: Int, column: Int, rows: Int, columns: Int, source: Range<Int>, sourceWidth: Int
    ) {
        guard row >= 0, rows > 0, row + rows <= height, column >= 0, columns > 0, column + columns <= width, !source.isEmpty
        else { return }
        let area = Rect(row: bounds.row + row, column: bounds.column + column, height: rows, width: columns)
        terminal.place(
            KittyPlacement(imageID: image.id, area: area, sourceTop: source.lowerBound, sourceHeight: source.count, sourceWidth: sourceWidth),
            of: image)
    }

    /// Keeps the kitty images `ids` in the terminal this frame, shown or not.
    public func keepKittyImages(_ ids: [UInt32]) {
        terminal.keepKittyImages(ids)
    }

    /// Asks the terminal to hold the kitty image `image` (its transmission makes a virtual
    /// placement) for its ``KittyPlaceholder`` cells drawn in this frame.
    public func hold(_ image: KittyImageUpload) {
        terminal.hold(image)
    }

    /// Fills the whole canvas with blanks in `style`.
    public func fill(_ style: Style = .plain) {
        for row in 0..<height {
            fill(row: row, from: 0, to: width, style: style)
        }
    }

    /// Fills columns `start..<end` of one row with blanks in `style`.
    public func fill(row: Int, from start: Int, to end: Int, style: Style) {
        guard row >= 0, row < height else { return }
        let first = max(0, start)
        let last = min(end, width)
        guard first < last else { return }
        let blanks = Array(repeating: Cell.blank(style), count: last - first)
        terminal.put(blanks[...], row: bounds.row + row, column: bounds.column + first)
    }

    /// Draws plain text at a position, clipped to the canvas; returns the column after the text.
    @discardableResult
    public func draw(_ text: DisplayText, row: Int, column: Int, style: Style = .plain) -> Int {
        draw(CellLine(text, style: style), row: row, column: column)
    }

    /// Draws a styled line at a position, clipped to the canvas; returns the column after the line.
    @discardableResult
    public func draw(_ line: StyledLine, row: Int, column: Int) -> Int {
        draw(CellLine(line), row: row, column: column)
    }

    /// Draws measured cells at a position, clipped to the canvas; returns the column after them.
    ///
    /// A wide character cut by either edge becomes a blank in its style.
    @discardableResult
    public func draw(_ line: CellLine, row: Int, column: Int) -> Int {
        guard row >= 0, row < height else { return column }
        let cells = line.cells
        var index = cells.startIndex
        var position = column
        while index < cells.endIndex, position < 0 {
            position += cells[index].width
            if position > 0 {
                terminal.put(Cell.blank(cells[index].style), row: bounds.row + row, column: bounds.column)
            }
            index += 1
        }
        let start = index
        let startColumn = max(0, position)
        while index < cells.endIndex, position + cells[index].width <= width {
            position += cells[index].width
            index += 1
        }
        if start < index {
            terminal.put(cells[start..<index], row: bounds.row + row, column: bounds.column + startColumn)
        }
        guard index < cells.endIndex else { return position }
        if position < width {
            terminal.put(Cell.blank(cells[index].style), row: bounds.row + row, column: bounds.column + position)
        }
        return width
    }

    /// Draws a styled line over the full width: truncated with an ellipsis, or padded with blanks
    /// in `padding`.
    public func drawFitted(_ line: StyledLine, row: Int, padding: Style = .plain) {
        draw(CellLine(line).fitted(toWidth: width, padding: padding), row: row, column: 0)
    }

    /// Places the terminal cursor at a position relative to this canvas, when inside it.
    public func showCursor(row: Int, column: Int) {
        let inside = row >= 0 && row < height && column >= 0 && column < width
        terminal.setCursor(row: bounds.row + row, column: bounds.column + column, visible: inside)
    }
}
