/// Lines of text and their trimmed ends, found scalar by scalar (both ends: LeanFoundation's
/// `trimmingWhitespaceAndNewlines`).
///
/// An excerpt is read once per entry before the trend's first frame, so these walk Unicode scalars,
/// not `Character`s: the line breaks and white space they look for are single scalars, and the
/// grapheme breaking that `split(whereSeparator: \.isNewline)` pays for was a tenth of the feed's
/// parse.
enum TextLines {
    /// The lines of `text`, split where `Character.isNewline` would split it (`\r\n` is one break).
    static func lines(of text: String) -> [Substring] {
        let scalars = text.unicodeScalars
        var lines: [Substring] = []
        var lineStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard isLineBreak(scalar) else {
                scalars.formIndex(after: &index)
                continue
            }
            lines.append(text[lineStart..<index])
            scalars.formIndex(after: &index)
            if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { scalars.formIndex(after: &index) }
            lineStart = index
        }
        lines.append(text[lineStart..<scalars.endIndex])
        return lines
    }

    /// `line` without white space at its end.
    static func trimmingEnd(_ line: Substring) -> Substring {
        let scalars = line.unicodeScalars
        guard let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return line[line.startIndex..<line.startIndex] }
        return line[line.startIndex..<scalars.index(after: last)]
    }

    /// The scalars that end a line: LF, VT, FF, CR, NEL and the line and paragraph separators.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
