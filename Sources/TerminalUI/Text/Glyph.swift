/// One grapheme cluster with its width, style and link: the unit of layout.
struct Glyph: Equatable {
    let character: Character
    let width: Int
    let style: Style
    let link: String?

    /// Whether this is a plain space (the width test first spares wide characters a string comparison).
    var isSpace: Bool { width == 1 && character == " " }

    /// The glyphs of a styled line, made one by one as they are read.
    static func glyphs(of line: StyledLine) -> some Sequence<Glyph> {
        line.spans.lazy.flatMap { span in
            span.text.string.lazy.map { Glyph(character: $0, width: TextWidth.width(of: $0), style: span.style, link: span.link) }
        }
    }

    /// Joins glyphs back into a styled line, merging neighbours that share style and link.
    static func line<S: Sequence>(of glyphs: S) -> StyledLine where S.Element == Glyph {
        var spans: [StyledSpan] = []
        var text = ""
        var current: (style: Style, link: String?)?
        for glyph in glyphs {
            if let run = current, run.style == glyph.style, run.link == glyph.link {
                text.append(glyph.character)
                continue
            }
            if let run = current {
                spans.append(StyledSpan(DisplayText(alreadySanitized: text), style: run.style, link: run.link))
            }
            current = (glyph.style, glyph.link)
            text = String(glyph.character)
        }
        if let run = current {
            spans.append(StyledSpan(DisplayText(alreadySanitized: text), style: run.style, link: run.link))
        }
        return StyledLine(compacted(spans))
    }

    /// `spans` in storage for about their number: appended one by one they may have room for nearly
    /// twice as many, and a laid-out line is kept as long as its article is shown.
    private static func compacted(_ spans: [StyledSpan]) -> [StyledSpan] {
        guard spans.capacity > spans.count + 1 else { return spans }
        return [StyledSpan](unsafeUninitializedCapacity: spans.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: spans)
        }
    }
}
