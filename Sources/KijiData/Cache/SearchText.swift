import MarkdownText

/// The text the search index holds: as it reads, without markup or control characters.
enum SearchText {
    /// A Markdown (or HTML) body as it reads, through MarkdownText's parser: no markup, link
    /// addresses or image sources, with its footnotes.
    static func fromMarkdown(_ markdown: String) -> String {
        markdown.isEmpty ? "" : plain(MarkdownParser.parse(markdown).plainText)
    }

    /// `text` with every control character but the line break and the tab made a space, so that
    /// nothing taken from the index can drive a terminal and the snippet's marks are unambiguous.
    static func plain(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? " " : $0 }))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}
