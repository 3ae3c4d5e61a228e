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

    /// Fills the whole canvas with blanks in `style`.
    public func fill(_ style: Style = .plain) {
        for row in 0..<height {
            fill(row: row, from: 0, to: width, style: style)
        }
    }

    /// Fills columns `from..<to` of a row with blanks in `style`.
    public func fill(row: Int, from start: Int, to end: Int, style: Style) {
        guard row >= 0, row < height else { return }
        for column in max(0, start)..<max(max(0, start), min(end, width)) {
            terminal.put(.blank(style), row: bounds.row + row, column: bounds.column + column)
        }
    }

    /// Draws text on one line starting at a column; returns the column after the last one drawn.
    ///
    /// Newlines and tabs become spaces, zero-width clusters are skipped, and a wide character that
    /// would cross the right edge becomes a blank.
    @discardableResult
    public func draw(_ text: DisplayText, row: Int, column: Int, style: Style = .plain) -> Int {
        draw(StyledLine(text, style: style), row: row, column: column)
    }

    /// Draws a styled line starting at a column; returns the column after the last one drawn.
    @discardableResult
    public func draw(_ line: StyledLine, row: Int, column: Int) -> Int {
        var position = column
        guard row >= 0, row < height else { return position }
        for span in line.spans {
            for character in span.text.string {
                guard position < width else { return position }
                let cell = Self.cell(for: character, style: span.style)
                guard cell.width > 0 else { continue }
                if position >= 0 {
                    if position + cell.width > width {
                        terminal.put(.blank(span.style), row: bounds.row + row, column: bounds.column + position)
                    } else {
                        terminal.put(cell, row: bounds.row + row, column: bounds.column + position)
                    }
                }
                position += cell.width
            }
        }
        return position
    }

    /// Draws a line padded (or truncated with an ellipsis) to the full width, padding in `padding`.
    public func drawFitted(_ line: StyledLine, row: Int, padding: Style = .plain) {
        draw(TextLayout.fit(line, toWidth: width, padding: padding), row: row, column: 0)
    }

    /// Places the terminal cursor at a position relative to this canvas, when inside it.
    public func showCursor(row: Int, column: Int) {
        let inside = row >= 0 && row < height && column >= 0 && column < width
        terminal.setCursor(row: bounds.row + row, column: bounds.column + column, visible: inside)
    }

    private static func cell(for character: Character, style: Style) -> Cell {
        switch character {
        case "\n", "\t", "\r\n":
            return .blank(style)
        default:
            return Cell(character: character, width: TextWidth.width(of: character), style: style)
        }
    }
}
