import ArticleLayout
import TerminalImage
import TerminalUI

/// An image drawn in colour blocks, as rows of styled text an article lays out like any other.
enum SymbolPicture {
    /// `image`'s cells as rows of spans, neighbours of one look sharing a span. libchafa's
    /// characters are printable one-column block elements or spaces, never control characters.
    static func picture(of image: SymbolImage) -> ArticlePicture {
        var rows: [StyledLine] = []
        rows.reserveCapacity(image.extent.rows)
        for row in 0..<image.extent.rows {
            var line = StyledLine()
            var text = ""
            var style: Style?
            for cell in image.row(row) {
                let look = Style(foreground: color(cell.foreground), background: color(cell.background))
                if look != style, let current = style {
                    line.append(StyledSpan(DisplayText(sanitizing: text), style: current))
                    text = ""
                }
                style = look
                text.unicodeScalars.append(cell.character)
            }
            if let style { line.append(StyledSpan(DisplayText(sanitizing: text), style: style)) }
            rows.append(line)
        }
        return ArticlePicture(rows: rows, columns: image.extent.columns)
    }

    /// A libchafa colour as a palette colour: a 24-bit one takes the nearest of the 6×6×6 cube.
    static func color(_ color: CellColor) -> Color {
        switch color {
        case .terminalDefault: .terminalDefault
        case .indexed(let index): .palette(index)
        case .rgb(let red, let green, let blue):
            .palette(16 + 36 * cubeLevel(red) + 6 * cubeLevel(green) + cubeLevel(blue))
        }
    }

    /// The cube's level (0–5) nearest to an 8-bit channel; its levels are 0, 95, 135, 175, 215, 255.
    private static func cubeLevel(_ channel: UInt8) -> UInt8 {
        channel < 48 ? 0 : channel < 115 ? 1 : (channel - 35) / 40
    }
}
