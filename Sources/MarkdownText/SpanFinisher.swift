/// Turns collected spans into the spans of the document: protected math and mentions come back as
/// styled spans, emoji shortcodes become emoji, and code gets its source back.
///
/// Math is a `.math` span of `TeXToUnicode.convert`'s text. A mention is a `.mention` span of `@name`,
/// except inside a link, where it is the text as written. Shortcodes are replaced in text, not in code
/// and not in an autolink's URL text; an unknown shortcode stays as written.
enum SpanFinisher {
    /// The finished spans of `spans`.
    static func finish(_ spans: [InlineSpan], protected: ProtectedSpans) -> [InlineSpan] {
        var finished: [InlineSpan] = []
        for span in spans {
            if span.style.contains(.code) {
                finished.appendMerging(InlineSpan(protected.restoring(in: span.text), style: span.style, link: span.link))
                continue
            }
            if span.text.isEmpty {
                finished.appendMerging(span)
                continue
            }
            for piece in protected.pieces(of: span.text) {
                finished.appendMerging(finish(piece, in: span))
            }
        }
        return finished
    }

    /// The span a piece of `span`'s text becomes.
    private static func finish(_ piece: ProtectedSpans.Piece, in span: InlineSpan) -> InlineSpan {
        switch piece {
        case let .text(text):
            let replaced = span.style.contains(.autolink) ? text : EmojiShortcodeText.replacingShortcodes(in: text)
            return InlineSpan(replaced, style: span.style, link: span.link)
        case let .entry(.inlineMath(tex), _), let .entry(.displayMath(tex), _):
            return InlineSpan(TeXToUnicode.convert(tex), style: span.style.union(.math), link: span.link)
        case let .entry(.mention(name), source):
            if span.style.contains(.link) { return InlineSpan(source, style: span.style, link: span.link) }
            return InlineSpan("@" + name, style: span.style.union(.mention), link: span.link)
        }
    }
}

extension InlineSpan {
    /// Whether the span is one thing of its own, an image or a footnote reference, which never merges
    /// with its neighbours and is kept without text (an image without alt text).
    var standsAlone: Bool { !style.isDisjoint(with: [.image, .footnoteReference]) }
}

extension Array where Element == InlineSpan {
    /// Appends a span, merging it into the last one when style and link match and neither stands
    /// alone; empty text is dropped, except for a span that stands alone.
    mutating func appendMerging(_ span: InlineSpan) {
        guard !span.text.isEmpty || span.standsAlone else { return }
        if let last = indices.last, !span.standsAlone, !self[last].standsAlone, self[last].style == span.style, self[last].link == span.link {
            self[last].text += span.text
        } else {
            append(span)
        }
    }

    /// The spans without line breaks and blanks at the start and the end, outside code and spans
    /// that stand alone; with `keepingLeadingBreaks`, the line breaks at the start stay (a table
    /// cell's leading `<br>`s, which push its text down).
    func trimmingBlankEdges(keepingLeadingBreaks: Bool = false) -> [InlineSpan] {
        var spans = self
        while let first = spans.first, !first.style.contains(.code), !first.standsAlone {
            guard let start = first.text.firstIndex(where: { !$0.isWhitespace || (keepingLeadingBreaks && $0 == "\n") }) else {
                spans.removeFirst()
                continue
            }
            if start != first.text.startIndex { spans[0].text = String(first.text[start...]) }
            break
        }
        while let last = spans.last, !last.style.contains(.code), !last.standsAlone {
            guard let end = last.text.lastIndex(where: { !$0.isWhitespace }) else {
                spans.removeLast()
                continue
            }
            let after = last.text.index(after: end)
            if after != last.text.endIndex { spans[spans.count - 1].text = String(last.text[..<after]) }
            break
        }
        return spans
    }
}
