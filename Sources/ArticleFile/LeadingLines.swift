import MarkdownText

/// A text's lines read one at a time from its start, cut at each newline as
/// `split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)` cuts them, and the text
/// after those read: front matter is found without cutting a body of megabytes into lines.
struct LeadingLines: IteratorProtocol {
    private let text: String
    /// Where the next line starts; nil once the last line is read.
    private var position: String.Index?

    init(_ text: String) {
        self.text = text
        position = text.startIndex
    }

    mutating func next() -> Substring? {
        guard let start = position else { return nil }
        guard let newline = text[start...].firstIndex(where: \.isNewline) else {
            position = nil
            return text[start...]
        }
        position = text.index(after: newline)
        return text[start..<newline]
    }

    /// The lines not read yet, joined with LF as `joined(separator: "\n")` joins them: the text as it
    /// stands when its only newlines are LF, which needs no cutting.
    var rest: String {
        guard let start = position else { return "" }
        let text = String(self.text[start...])
        guard Self.newlinesOtherThanLF.contains(where: text.containsBytes) else { return text }
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: "\n")
    }

    /// CR (alone or before an LF), VT, FF, NEL, U+2028 and U+2029.
    private static let newlinesOtherThanLF = ["\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
}
