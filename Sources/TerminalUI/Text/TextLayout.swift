/// Truncation, padding and wrapping by display columns.
public enum TextLayout {
    /// The ellipsis drawn where text was cut.
    public static let ellipsis: DisplayText = "…"

    /// Columns between tab stops when a tab is turned into spaces.
    public static let tabWidth = 4

    /// `text` on one line: newlines and tabs become single spaces.
    public static func singleLine(_ text: DisplayText) -> DisplayText {
        guard text.string.contains(where: { $0 == "\n" || $0 == "\t" || $0 == "\r\n" }) else { return text }
        let flattened = String(text.string.map { $0 == "\n" || $0 == "\t" || $0 == "\r\n" ? " " : $0 })
        return DisplayText(alreadySanitized: flattened)
    }

    /// `text` on one line, cut to at most `width` columns with an ellipsis where it was cut.
    public static func truncate(_ text: DisplayText, toWidth width: Int, ellipsis: DisplayText = ellipsis) -> DisplayText {
        truncate(StyledLine(text), toWidth: width, ellipsis: ellipsis).plainText
    }

    /// `text` on one line, truncated and then padded with spaces to exactly `width` columns.
    public static func fit(_ text: DisplayText, toWidth width: Int) -> DisplayText {
        fit(StyledLine(text), toWidth: width).plainText
    }

    /// A styled line cut to at most `width` columns, with an ellipsis in the style of the cut span.
    public static func truncate(_ line: StyledLine, toWidth width: Int, ellipsis: DisplayText = ellipsis) -> StyledLine {
        let line = flattened(line)
        guard line.width > width else { return Glyph.line(of: Glyph.glyphs(of: line)) }
        guard width > 0 else { return StyledLine() }
        let ellipsisWidth = ellipsis.width
        let budget = ellipsisWidth <= width ? width - ellipsisWidth : width
        var kept: [Glyph] = []
        var used = 0
        for glyph in Glyph.glyphs(of: line) {
            if used + glyph.width > budget { break }
            kept.append(glyph)
            used += glyph.width
        }
        if ellipsisWidth <= width {
            let style = kept.last?.style ?? line.spans.first { !$0.text.isEmpty }?.style ?? .plain
            for character in ellipsis.string {
                kept.append(Glyph(character: character, width: TextWidth.width(of: character), style: style, link: nil))
            }
        }
        return Glyph.line(of: kept)
    }

    /// A styled line truncated and then padded with plain spaces to exactly `width` columns.
    public static func fit(_ line: StyledLine, toWidth width: Int, padding: Style = .plain) -> StyledLine {
        var result = truncate(line, toWidth: width)
        let missing = width - result.width
        if missing > 0 {
            result.append(StyledSpan(DisplayText(alreadySanitized: String(repeating: " ", count: missing)), style: padding))
        }
        return result
    }

    /// Wraps plain text to `width` columns with the same rules as the styled overload.
    public static func wrap(_ text: DisplayText, toWidth width: Int) -> [DisplayText] {
        wrap(StyledLine(text), toWidth: width).map(\.plainText)
    }

    /// Wraps a styled paragraph to lines of at most `width` columns.
    ///
    /// Lines break where UAX #14 allows, tailored for Japanese (see `LineBreakOpportunities`): no
    /// line starts with closing brackets, `、。`, `ー` or small kana, none ends with an opening bracket,
    /// and Latin words, numbers and URLs stay whole. A token longer than the line is broken between
    /// grapheme clusters, by the same kinsoku rules where the characters that must stay together fit
    /// the line; a character wider than `width` gets a line of its own. Newlines end lines; tabs
    /// become spaces to the next tab stop; the spaces at a break are dropped. The memory it takes
    /// is that of the lines it returns, whatever the paragraph's length.
    /// Returns no lines when `width` is less than 1.
    public static func wrap(_ line: StyledLine, toWidth width: Int) -> [StyledLine] {
        var opportunities = LineBreakOpportunities()
        return wrap(line, toWidth: width, opportunities: &opportunities)
    }

    /// Wraps several paragraphs, one after another.
    public static func wrap(_ paragraphs: [StyledLine], toWidth width: Int) -> [StyledLine] {
        var opportunities = LineBreakOpportunities()
        return paragraphs.flatMap { wrap($0, toWidth: width, opportunities: &opportunities) }
    }

    /// Wraps a paragraph given as spans read one at a time, to the lines `wrap(_:toWidth:)` gives for
    /// the line of those spans.
    ///
    /// The spans are never held together: a paragraph made as it is read (a huge one from an
    /// untrusted body, say) takes the memory of its lines, not of its spans as well.
    public static func wrap<Spans: Sequence<StyledSpan>>(spans: Spans, toWidth width: Int) -> [StyledLine] {
        var opportunities = LineBreakOpportunities()
        return wrap(spans: spans, toWidth: width, opportunities: &opportunities)
    }

    /// Wraps a styled paragraph, finding its break opportunities with `opportunities`; a line with a
    /// ``StyledLine/hangingIndent`` wraps its text beside its label, each later line under that text.
    static func wrap(_ line: StyledLine, toWidth width: Int, opportunities: inout LineBreakOpportunities) -> [StyledLine] {
        guard let labelEnd = line.labelEnd, width > line.hangingIndent else {
            return wrap(spans: line.spans, toWidth: width, opportunities: &opportunities)
        }
        let label = Array(line.spans[..<labelEnd])
        let text = wrap(spans: line.spans[labelEnd...], toWidth: width - line.hangingIndent, opportunities: &opportunities)
        let indent = StyledSpan(DisplayText(alreadySanitized: String(repeating: " ", count: line.hangingIndent)))
        guard !text.isEmpty else { return [StyledLine(label)] }
        return text.enumerated().map { index, piece in StyledLine((index == 0 ? label : [indent]) + piece.spans) }
    }

    /// Wraps the paragraph of `spans`: the spans read until they pass the width are kept, so that a
    /// paragraph that ends within it can take the `wholeLine` path; the rest go straight to the wrapper.
    private static func wrap<Spans: Sequence<StyledSpan>>(
        spans: Spans, toWidth width: Int, opportunities: inout LineBreakOpportunities
    ) -> [StyledLine] {
        guard width > 0 else { return [] }
        var rest = spans.makeIterator()
        var head: [StyledSpan] = []
        var columns = 0
        var readAll = false
        while columns <= width {
            guard let span = rest.next() else {
                readAll = true
                break
            }
            head.append(span)
            columns += TextWidth.width(of: span.text.string, upTo: width - columns)
        }
        if readAll, let fitting = wholeLine(StyledLine(head), ifItFits: width) { return [fitting] }
        var wrapper = Wrapper(width: width)
        opportunities.forEachGlyph(of: ReadOnce(head: head, rest: readAll ? nil : rest), into: &wrapper)
        return wrapper.finish()
    }

    /// The line as wrapping would give it back, when that is the line itself: it fits `width`,
    /// has no tab or newline, neither starts with a zero-width character nor ends with a space
    /// (wrapping drops those). Its spans come back as `Glyph.line` joins them: neighbours of one
    /// style and link merged, empty ones dropped. Lines laid out for this width already (an
    /// article's) take this path, which measures their characters instead of segmenting and
    /// breaking them again.
    private static func wholeLine(_ line: StyledLine, ifItFits width: Int) -> StyledLine? {
        let texts = line.spans.lazy.map(\.text.string).filter { !$0.isEmpty }
        guard let first = texts.first?.first, TextWidth.width(of: first) > 0, texts.last?.last != " " else { return nil }
        var columns = 0
        for text in texts {
            if text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A }) { return nil }
            columns += TextWidth.width(of: text)
            if columns > width { return nil }
        }
        var spans: [StyledSpan] = []
        spans.reserveCapacity(line.spans.count)
        for span in line.spans where !span.text.isEmpty {
            if let last = spans.last, last.style == span.style, last.link == span.link {
                spans[spans.count - 1] = StyledSpan(
                    DisplayText(alreadySanitized: last.text.string + span.text.string), style: span.style, link: span.link)
            } else {
                spans.append(span)
            }
        }
        return StyledLine(spans)
    }

    private static func flattened(_ line: StyledLine) -> StyledLine {
        StyledLine(line.spans.map { StyledSpan(singleLine($0.text), style: $0.style, link: $0.link) })
    }
}

/// The spans already read, then those an iterator has left: one pass over a paragraph whose start
/// was read ahead.
private struct ReadOnce<Rest: IteratorProtocol<StyledSpan>>: Sequence, IteratorProtocol {
    var head: [StyledSpan]
    /// Nothing when the head is all there is.
    var rest: Rest?
    private var index = 0

    init(head: [StyledSpan], rest: Rest?) {
        self.head = head
        self.rest = rest
    }

    mutating func next() -> StyledSpan? {
        guard index < head.count else { return rest?.next() }
        index += 1
        return head[index - 1]
    }
}
