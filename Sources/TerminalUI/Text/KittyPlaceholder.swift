/// kitty's Unicode placeholders: an image kept by the terminal under a virtual placement is shown
/// by ordinary text cells, each the placeholder character U+10EEEE followed by diacritics that
/// number the cell's row and column in the image, with the image's id in the foreground colour.
///
/// The cells go through the frame diff like any text, so they scroll and redraw as text does and
/// a dialog drawn over them hides just the cells it covers. The id is carried in a 256-colour
/// foreground (its low byte, 1 to 255: kitty's terminfo has 256 colours, so curses cannot send a
/// 24-bit one) and a third diacritic (its high byte, when not 0), so the ids a placeholder image
/// can have are `low | high << 24`. Every cell numbers its row and column in full: kitty could
/// infer them from the cell to the left, but not where a dialog cuts a row. The sanitiser replaces
/// U+10EEEE in untrusted text, so only the cells made here can show an image.
public enum KittyPlaceholder {
    /// The placeholder character.
    public static let character: Unicode.Scalar = "\u{10EEEE}"

    /// The most rows, and the most columns, a placeholder image can number.
    public static var largestExtent: Int { KittyPlaceholderDiacritics.all.count }

    /// The first kitty release that draws placeholders.
    static let firstVersion = (major: 0, minor: 28)

    /// Whether the terminal that answered XTVERSION with `version` draws placeholders: kitty
    /// 0.28.0 or later (`kitty(0.35.2)`); no other name, nor a version that does not read.
    public static func isSupported(byTerminalVersion version: String?) -> Bool {
        guard let version, version.hasPrefix("kitty("), version.hasSuffix(")") else { return false }
        let numbers = version.dropFirst("kitty(".count).dropLast().split(separator: ".", omittingEmptySubsequences: false)
        let isNumber = { (part: Substring) in !part.isEmpty && part.count <= 6 && part.allSatisfy { $0.isASCII && $0.isWholeNumber } }
        guard (2...3).contains(numbers.count), numbers.allSatisfy(isNumber), let major = Int(numbers[0]), let minor = Int(numbers[1])
        else { return false }
        return (major, minor) >= firstVersion
    }

    /// Whether `id` can be carried by a placeholder cell: its low byte 1 to 255, its middle bytes 0.
    public static func canCarry(_ id: UInt32) -> Bool {
        id & 0xFF != 0 && id & 0x00FF_FF00 == 0
    }

    /// The id after `previous` among those a placeholder cell can carry (1 after any it cannot):
    /// the low byte counts 1 to 255, then the high byte goes up by one, back to 0 after 255.
    public static func imageID(after previous: UInt32) -> UInt32 {
        guard canCarry(previous) else { return 1 }
        if previous & 0xFF < 0xFF { return previous + 1 }
        return (((previous >> 24) + 1) & 0xFF) << 24 | 1
    }

    /// The foreground colour that carries `id`'s low byte.
    public static func color(of id: UInt32) -> Color {
        .palette(UInt8(truncatingIfNeeded: id))
    }

    /// The diacritic that stands for `number` (0 up to ``largestExtent`` − 1).
    static func diacritic(_ number: Int) -> Unicode.Scalar {
        KittyPlaceholderDiacritics.all[number]
    }

    /// The scalars of the cell at `row`, `column` of image `id`: the placeholder, the row's and the
    /// column's diacritics, and the high byte's when it is not 0.
    static func cell(row: Int, column: Int, id: UInt32) -> String.UnicodeScalarView {
        var scalars = String.UnicodeScalarView([character, diacritic(row), diacritic(column)])
        let high = Int(id >> 24)
        if high != 0 { scalars.append(diacritic(high)) }
        return scalars
    }

    /// The rows of placeholder cells that show image `id` on `columns` × `rows` cells, each row
    /// one span in the colour that carries the id; nil when the id cannot be carried or the block
    /// is empty or larger than the diacritics can number.
    public static func rows(of id: UInt32, columns: Int, rows: Int) -> [StyledLine]? {
        guard canCarry(id), (1...largestExtent).contains(columns), (1...largestExtent).contains(rows) else { return nil }
        let style = Style(foreground: color(of: id))
        return (0..<rows).map { row in
            var text = String.UnicodeScalarView()
            for column in 0..<columns { text += cell(row: row, column: column, id: id) }
            return StyledLine([StyledSpan(DisplayText(alreadySanitized: String(text)), style: style)])
        }
    }
}
