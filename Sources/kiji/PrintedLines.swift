import TerminalUI

/// Laid-out lines as text for a file or a pipe: plain, or with SGR escape sequences for their styles.
///
/// Every line ends with a newline; trailing blanks are dropped. With styles, each styled run starts
/// with its full SGR sequence and a line that set any style ends with a reset, so every line stands
/// on its own (e.g. through `grep` or `less -R`). The text itself has passed the sanitiser already.
enum PrintedLines {
    /// The bytes of text handed on at a time: the print of a huge article is never held whole.
    static let chunkSize = 16_384

    /// Calls `write` with the text of `lines`, whole lines at a time, about `chunkSize` bytes each
    /// call; with `styled`, SGR sequences carry the spans' styles. A line in `pixels` starts with
    /// those escapes (an image's row, from libchafa) between a saved and a restored cursor, so its
    /// text is printed over the same cells.
    static func write(_ lines: [StyledLine], styled: Bool, pixels: [Int: String] = [:], to write: (String) -> Void) {
        var output = ""
        for (index, line) in lines.enumerated() {
            if let escapes = pixels[index] { output += "\u{1B}7" + escapes + "\u{1B}8" }
            output += styled ? styledText(of: line) : plainText(of: line)
            output += "\n"
            if output.utf8.count >= chunkSize {
                write(output)
                output = ""
            }
        }
        if !output.isEmpty { write(output) }
    }

    private static func plainText(of line: StyledLine) -> String {
        trimmingTrailingBlanks(line.plainText.string)
    }

    private static func styledText(of line: StyledLine) -> String {
        let visible = visibleCount(of: line)
        var text = ""
        var written = 0
        var current = Style.plain
        for span in line.spans where written < visible {
            let characters = span.text.string.prefix(visible - written)
            written += characters.count
            if span.style != current {
                text += sgr(span.style)
                current = span.style
            }
            text += characters
        }
        return current == .plain ? text : text + sgr(.plain)
    }

    /// The SGR sequence that sets exactly `style`, starting from a reset.
    static func sgr(_ style: Style) -> String {
        var parameters = ["0"]
        let attributes: [(Style.Attributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
        ]
        for (attribute, code) in attributes where style.attributes.contains(attribute) { parameters.append(code) }
        if case .palette(let index) = style.foreground { parameters.append(colorCode(index, base: 30)) }
        if case .palette(let index) = style.background { parameters.append(colorCode(index, base: 40)) }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    /// `30+n` for the basic colours, `90+n` for the bright ones, `38;5;n` beyond (with base 40: backgrounds).
    private static func colorCode(_ index: UInt8, base: Int) -> String {
        switch index {
        case 0..<8: String(base + Int(index))
        case 8..<16: String(base + 60 + Int(index) - 8)
        default: "\(base + 8);5;\(index)"
        }
    }

    /// The characters up to the last that shows: not a blank, or a blank on a background of its
    /// own (a picture's colour block).
    private static func visibleCount(of line: StyledLine) -> Int {
        var count = 0
        var visible = 0
        for span in line.spans {
            let paints = span.style.background != .terminalDefault || span.style.attributes.contains(.reverse)
            for character in span.text.string {
                count += 1
                if paints || character != " " { visible = count }
            }
        }
        return visible
    }

    private static func trimmingTrailingBlanks(_ text: String) -> String {
        var text = Substring(text)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
