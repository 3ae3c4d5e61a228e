import MarkdownText

/// What a highlighter is asked for one code block: the grammar's name and the text to colour.
///
/// The language is the fence's, lowercased. A diff of a language (Qiita's `diff_ruby`) asks for
/// that language, with each line's `+`, `-` or space marker left out so the grammar sees code; the
/// marker keeps the diff colour. A block without a language has no request: it stays plain.
public struct CodeHighlightRequest: Sendable, Hashable {
    /// The grammar name as written in the fence (`py`, `golang`, `c++` …), lowercased.
    public var language: String
    /// The lines to colour.
    public var lines: [String]
    /// Where each line of `lines` starts in the block's line, in Unicode scalars.
    public var lineOffsets: [Int]

    /// The request for `block`, or nil when it names no language.
    public init?(block: CodeBlock) {
        guard let language = block.language?.lowercased(), !language.isEmpty else { return nil }
        if language.hasPrefix("diff_"), language.count > 5 {
            self.language = String(language.dropFirst(5))
            lines = block.lines.map { Self.hasDiffMarker($0) ? String($0.unicodeScalars.dropFirst()) : $0 }
            lineOffsets = block.lines.map { Self.hasDiffMarker($0) ? 1 : 0 }
        } else {
            self.language = language
            lines = block.lines
            lineOffsets = block.lines.map { _ in 0 }
        }
    }

    /// The text sent to the highlighter: the lines joined by newlines.
    public var text: String { lines.joined(separator: "\n") }

    private static func hasDiffMarker(_ line: String) -> Bool {
        guard let first = line.unicodeScalars.first else { return false }
        return first == "+" || first == "-" || first == " "
    }
}
