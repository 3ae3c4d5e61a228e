import MarkdownText
import TerminalUI
import Testing
import ArticleLayout

/// The lines of `markdown` laid out at `width`.
func layout(_ markdown: String, width: Int, theme: Theme = .standard) -> [StyledLine] {
    MarkdownLayout.lines(for: MarkdownParser.parse(markdown), width: width, theme: theme)
}

/// The plain text of each line of `markdown` laid out at `width`.
func texts(_ markdown: String, width: Int) -> [String] {
    layout(markdown, width: width).map(\.plainText.string)
}

/// The plain text of each line.
func texts(_ lines: [StyledLine]) -> [String] {
    lines.map(\.plainText.string)
}

/// The lines up to the blank line before the `Links` section (or all of them).
func body(_ lines: [String]) -> [String] {
    guard let links = lines.firstIndex(of: "Links") else { return lines }
    return Array(lines[..<(links - 1)])
}

/// The first span whose text contains `text`.
func span(containing text: String, in lines: [StyledLine]) -> StyledSpan? {
    lines.lazy.flatMap(\.spans).first { $0.text.string.contains(text) }
}

/// Records an issue for every line wider than `width`.
func expectFits(_ lines: [StyledLine], width: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    for line in lines where line.width > width {
        Issue.record("line wider than \(width): \"\(line.plainText)\" (\(line.width))", sourceLocation: sourceLocation)
    }
}

/// Whether any line holds a scalar the sanitiser would not let through, or a newline or tab.
func containsControlCharacters(_ lines: [StyledLine]) -> Bool {
    lines.contains { line in
        line.plainText.string.unicodeScalars.contains { Sanitizer.isForbidden($0) || $0 == "\n" || $0 == "\t" }
    }
}
