import MarkdownText
import TerminalUI

/// Turns inline spans into one styled paragraph, ready to be wrapped.
///
/// Link text is followed by a dim `[n]` marker with its reference number (not for autolinks, whose
/// text is the URL), struck-through runs are framed by dim `~~` because terminals have no such
/// attribute, and inline images become `[image: alt]`. Every span of a link, its marker and any
/// `~~` inside it included, carries the URL as its link target. Hard line breaks stay `"\n"`,
/// which wrapping turns into line ends.
struct MarkdownInlineRenderer {
    let style: MarkdownLayoutStyle
    /// The sanitised URL of each reference number.
    let urls: [Int: String]

    /// Creates a renderer for a document's reference list.
    init(style: MarkdownLayoutStyle, links: [LinkReference]) {
        self.style = style
        var urls: [Int: String] = [:]
        for reference in links {
            urls[reference.number] = DisplayText(sanitizing: reference.url).string
        }
        self.urls = urls
    }

    /// The spans as one paragraph line, drawn on top of `base`.
    func paragraph(_ spans: [InlineSpan], base: Style) -> StyledLine {
        var line = StyledLine()
        for index in spans.indices {
            let span = spans[index]
            let previous = index > spans.startIndex ? spans[index - 1] : nil
            let next = index + 1 < spans.endIndex ? spans[index + 1] : nil
            let struck = span.style.contains(.strikethrough)
            let target = span.link.flatMap { urls[$0] }
            if struck, previous?.style.contains(.strikethrough) != true {
                line.append(MarkdownSpans.span("~~", style.dim, link: previous?.link == span.link ? target : nil))
            }
            append(span, base: base, to: &line)
            if let number = span.link, next?.link != number, !span.style.contains(.autolink) {
                line.append(MarkdownSpans.span("[\(number)]", style.dim, link: target))
            }
            if struck, next?.style.contains(.strikethrough) != true {
                line.append(MarkdownSpans.span("~~", style.dim, link: next?.link == span.link ? target : nil))
            }
        }
        return line
    }

    /// Appends the visible form of one span.
    private func append(_ span: InlineSpan, base: Style, to line: inout StyledLine) {
        let target = span.link.flatMap { urls[$0] }
        let look = look(of: span.style, base: base)
        if span.style.contains(.image) {
            let label = span.text.isEmpty ? "[image]" : "[image: \(span.text)]"
            line.append(MarkdownSpans.span(label, look.merged(with: style.link), link: target))
        } else if span.style.contains(.footnoteReference) {
            line.append(MarkdownSpans.span("[^\(span.text)]", look.merged(with: style.dim)))
        } else if span.style.contains(.code), style.marksInlineCode {
            line.append(MarkdownSpans.span("`\(span.text)`", look, link: target))
        } else {
            line.append(MarkdownSpans.span(span.text, look, link: target))
        }
    }

    /// The terminal style of an inline style set.
    private func look(of inline: InlineStyle, base: Style) -> Style {
        var look = base
        if inline.contains(.strong) { look = style.strong(look) }
        if inline.contains(.emphasis) { look = style.emphasis(look) }
        if inline.contains(.code) { look = look.merged(with: style.code) }
        if inline.contains(.link) { look = look.merged(with: style.link) }
        return look
    }
}
