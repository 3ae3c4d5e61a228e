import TerminalUI

/// Small builders for the styled text that Markdown layout produces, all through the sanitiser.
enum MarkdownSpans {
    /// A span of untrusted or chrome `text`, sanitised.
    static func span(_ text: String, _ style: Style, link: String? = nil) -> StyledSpan {
        StyledSpan(DisplayText(sanitizing: text), style: style, link: link)
    }

    /// The link target of a web address an article gives: `ArticleLink.url` of the sanitised address.
    static func target(ofURL url: String) -> String {
        ArticleLink.url(DisplayText(sanitizing: url).string).target
    }

    /// The target of an image standing alone at `url`, sanitised like every link target.
    static func target(ofImage url: String) -> String {
        ArticleLink.image(DisplayText(sanitizing: url).string).target
    }

    /// `line` with every span leading to `target`, its text and styles as they are.
    static func linked(_ line: StyledLine, to target: String) -> StyledLine {
        StyledLine(line.spans.map { StyledSpan($0.text, style: $0.style, link: target) })
    }

    /// A line of one span.
    static func line(_ text: String, _ style: Style, link: String? = nil) -> StyledLine {
        StyledLine([span(text, style, link: link)])
    }

    /// A line of `character` repeated `count` times (nothing when `count` is not positive).
    static func rule(_ character: Character, count: Int, _ style: Style) -> StyledLine {
        guard count > 0 else { return StyledLine() }
        return line(String(repeating: character, count: count), style)
    }

    /// `line` moved right to the middle of `width` columns (left as it is when it does not fit).
    static func centred(_ line: StyledLine, width: Int) -> StyledLine {
        let indent = (width - line.width) / 2
        guard indent > 0 else { return line }
        return StyledLine([span(spaces(indent), .plain)] + line.spans)
    }

    /// `count` spaces, or nothing.
    static func spaces(_ count: Int) -> String {
        String(repeating: " ", count: max(0, count))
    }

    /// `text` without the spaces at its end.
    static func trimmingTrailingSpaces(_ text: String) -> String {
        guard let last = text.lastIndex(where: { $0 != " " }) else { return "" }
        return String(text[...last])
    }

    /// Whether `line` shows nothing at all.
    static func isBlank(_ line: StyledLine) -> Bool {
        line.spans.allSatisfy(\.text.isEmpty)
    }
}
