import MarkdownText
import TerminalUI

/// Turns inline spans into one styled paragraph, ready to be wrapped.
///
/// Link text is followed by a dim `[n]` marker with its reference number (not for autolinks, whose
/// text is the URL), and inline images become `[image: alt]`. Styles a terminal cannot draw are
/// framed by dim marks around each run (see `InlineFrame`): `~~struck~~`, `[Key]`, `^(super)` and
/// `_(sub)`; a link's `[n]` marker comes after the frames that close with its text (`[Esc][1]`).
/// Every span of a link, its marker and the frames opened or closed by its text included, carries
/// the link's target. A mention is a link to its user (`ArticleLink.user`). Hard line breaks stay `"\n"`,
/// which wrapping turns into line ends.
struct MarkdownInlineRenderer {
    let style: MarkdownLayoutStyle
    /// The link target (`ArticleLink.url` of the sanitised URL) of each reference number.
    let urls: [Int: String]

    /// Creates a renderer for a document's reference list.
    init(style: MarkdownLayoutStyle, links: [LinkReference]) {
        self.style = style
        var urls: [Int: String] = [:]
        for reference in links {
            urls[reference.number] = MarkdownSpans.target(ofURL: reference.url)
        }
        self.urls = urls
    }

    /// The spans as one paragraph line, drawn on top of `base`.
    func paragraph(_ spans: [InlineSpan], base: Style) -> StyledLine {
        StyledLine(Array(paragraphSpans(spans, base: base)))
    }

    /// The spans of `paragraph(_:base:)`, made one inline span at a time as they are read, for
    /// wrapping a paragraph without holding all its styled spans (`TextLayout.wrap(spans:toWidth:)`).
    func paragraphSpans(_ spans: [InlineSpan], base: Style) -> some Sequence<StyledSpan> {
        spans.indices.lazy.flatMap { index in rendered(spans, at: index, base: base) }
    }

    /// The styled spans of the inline span at `index`: the frames it opens, its text, the frames it
    /// closes and its link's marker.
    private func rendered(_ spans: [InlineSpan], at index: Int, base: Style) -> [StyledSpan] {
        var line = StyledLine()
        let span = spans[index]
        let previous = index > spans.startIndex ? spans[index - 1] : nil
        let next = index + 1 < spans.endIndex ? spans[index + 1] : nil
        let target = target(of: span)
        for frame in InlineFrame.all where span.style.contains(frame.style) && previous?.style.contains(frame.style) != true {
            line.append(MarkdownSpans.span(frame.open, style.dim, link: target))
        }
        append(span, target: target, base: base, to: &line)
        for frame in InlineFrame.all.reversed() where span.style.contains(frame.style) && next?.style.contains(frame.style) != true {
            line.append(MarkdownSpans.span(frame.close, style.dim, link: target))
        }
        if let number = span.link, next?.link != number, !span.style.contains(.autolink) {
            line.append(MarkdownSpans.span("[\(number)]", style.dim, link: target))
        }
        return line.spans
    }

    /// Where choosing the span leads: its link's URL, or for a mention its user.
    private func target(of span: InlineSpan) -> String? {
        if let number = span.link { return urls[number] }
        guard span.style.contains(.mention) else { return nil }
        let login = span.text.hasPrefix("@") ? String(span.text.dropFirst()) : span.text
        return login.isEmpty ? nil : ArticleLink.user(DisplayText(sanitizing: login).string).target
    }

    /// Appends the visible form of one span.
    private func append(_ span: InlineSpan, target: String?, base: Style, to line: inout StyledLine) {
        let look = look(of: span.style, base: base)
        if span.style.contains(.image) {
            let label = style.words.imagePlaceholder(alt: span.text)
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
        if inline.contains(.math) { look = look.merged(with: style.math) }
        if inline.contains(.link) { look = look.merged(with: style.link) }
        if inline.contains(.mention) { look = look.merged(with: style.mention) }
        if inline.contains(.underline) { look = look.merged(with: Style(attributes: .underline)) }
        if inline.contains(.keyboard) { look = look.merged(with: Style(attributes: .bold)) }
        return look
    }
}

/// Marks drawn around a run of text whose style a terminal has no attribute for.
///
/// Frames open in this order and close in reverse, so runs that share several styles nest.
struct InlineFrame {
    /// The inline style the frame stands for.
    let style: InlineStyle
    /// Drawn before the run.
    let open: String
    /// Drawn after the run.
    let close: String

    /// Every frame: struck-through text, keys (framed rather than drawn in reverse video, which in
    /// the monochrome theme is the look of the selection and the focused link, and which a plain
    /// print cannot show), superscripts and subscripts without a Unicode form.
    static let all = [
        InlineFrame(style: .strikethrough, open: "~~", close: "~~"),
        InlineFrame(style: .keyboard, open: "[", close: "]"),
        InlineFrame(style: .superscript, open: "^(", close: ")"),
        InlineFrame(style: .subscript, open: "_(", close: ")"),
    ]
}
