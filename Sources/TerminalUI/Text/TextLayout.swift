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
            columns += span.text.width
        }
        if readAll, let fitting = wholeLine(StyledLine(head), ifItFits: width) { return [fitting] }
        var wrapper = Wrapper(width: width)
        opportunities.forEachGlyph(of: ReadOnce(head: head, rest: readAll ? nil : rest)) { glyph, breakBefore in
            wrapper.add(glyph, breakBefore: breakBefore)
        }
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

/// The greedy line breaker behind `TextLayout.wrap`: it fills each line and, when a glyph does not
/// fit, ends the line at the last break opportunity, or, when the token is longer than the line, at
/// the glyph, moved back as kinsoku asks (see `forcedSplit`). Spaces may hang past the width; they
/// are dropped where the line ends.
///
/// Only the glyphs of the line being filled are kept as glyphs; a finished line is joined into
/// spans at once, so wrapping a paragraph takes memory for its lines, not for its glyphs.
private struct Wrapper {
    let width: Int
    var lines: [StyledLine] = []
    var current: [Glyph] = []
    /// For each glyph of `current`, whether a line may start with it.
    var breaksBefore: [Bool] = []
    var currentWidth = 0
    /// The spaces at the end of `current`.
    var trailingSpaces = 0
    /// The last place the current line may be split: glyphs before this index stay on it.
    var breakIndex: Int?

    init(width: Int) {
        self.width = width
    }

    mutating func add(_ glyph: Glyph, breakBefore: Bool) {
        // Newlines and tabs are zero columns wide: only those glyphs need comparing with them.
        if glyph.width == 0 {
            switch glyph.character {
            case "\n", "\r\n":
                endLine(current)
                return
            case "\t":
                let spaces = TextLayout.tabWidth - currentWidth % TextLayout.tabWidth
                for space in 0..<spaces {
                    add(Glyph(character: " ", width: 1, style: glyph.style, link: glyph.link), breakBefore: space == 0 && breakBefore)
                }
                return
            default:
                guard !current.isEmpty else { return }
            }
        }
        place(glyph, breakBefore: breakBefore)
    }

    private mutating func place(_ glyph: Glyph, breakBefore: Bool) {
        if glyph.isSpace, trailingSpaces > width {
            // More spaces hanging past the width change nothing: the line ends before the next glyph
            // either way, or they are carried to a line that they overflow again. Only the break
            // opportunity they bring is kept.
            if breakBefore { breakIndex = current.count }
            return
        }
        if currentWidth + glyph.width > width, !current.isEmpty, !glyph.isSpace {
            if !breakBefore, let split = breakIndex {
                breakLine(at: split)
                place(glyph, breakBefore: breakBefore)
                return
            }
            if breakBefore {
                breakLine(at: current.count)
            } else {
                breakLine(at: forcedSplit(before: glyph))
                if !current.isEmpty {
                    place(glyph, breakBefore: breakBefore)
                    return
                }
            }
        }
        if breakBefore, !current.isEmpty { breakIndex = current.count }
        current.append(glyph)
        breaksBefore.append(breakBefore)
        currentWidth += glyph.width
        trailingSpaces = glyph.isSpace ? trailingSpaces + 1 : 0
    }

    /// Where to end the current line when `glyph`, which it cannot take, has no break opportunity
    /// before it on this line: before `glyph`, or, when kinsoku keeps `glyph` from starting a line
    /// or the line's last glyph from ending one, before the last glyph that may start the next line
    /// and does not follow an opening bracket, as long as what moves down fits beside `glyph`
    /// (the line's first glyph never moves).
    private func forcedSplit(before glyph: Glyph) -> Int {
        guard LineBreakOpportunities.mayNotStartALine(glyph.character)
            || current.last.map({ LineBreakOpportunities.mayNotEndALine($0.character) }) == true
        else { return current.count }
        var moved = glyph.width
        var split = current.count - 1
        while split > 0 {
            moved += current[split].width
            if moved > width { break }
            if !current[split].isSpace, !LineBreakOpportunities.mayNotStartALine(current[split].character),
               !LineBreakOpportunities.mayNotEndALine(current[split - 1].character) {
                return split
            }
            split -= 1
        }
        return current.count
    }

    /// Ends the current line before `split` and starts the next with the glyphs from there on,
    /// without their leading spaces. A line of nothing but spaces is dropped.
    private mutating func breakLine(at split: Int) {
        let carried = Array(zip(current[split...], breaksBefore[split...]).drop { $0.0.isSpace })
        let head = current[..<split]
        if head.contains(where: { !$0.isSpace }) {
            endLine(head)
        } else {
            clear()
        }
        for (glyph, breakBefore) in carried {
            place(glyph, breakBefore: breakBefore)
        }
    }

    private mutating func endLine<C: BidirectionalCollection>(_ glyphs: C) where C.Element == Glyph {
        var end = glyphs.endIndex
        while end > glyphs.startIndex, glyphs[glyphs.index(before: end)].isSpace { end = glyphs.index(before: end) }
        lines.append(Glyph.line(of: glyphs[..<end]))
        clear()
    }

    private mutating func clear() {
        current.removeAll(keepingCapacity: true)
        breaksBefore.removeAll(keepingCapacity: true)
        currentWidth = 0
        trailingSpaces = 0
        breakIndex = nil
    }

    mutating func finish() -> [StyledLine] {
        if !current.isEmpty || lines.isEmpty { endLine(current) }
        return lines
    }
}
