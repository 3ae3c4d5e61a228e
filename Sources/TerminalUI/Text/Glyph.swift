/// One grapheme cluster with its width, style and link: the unit of layout.
struct Glyph: Equatable {
    let character: Character
    let width: Int
    let style: Style
    let link: String?

    /// Whether this is a plain space (the width test first spares wide characters a string comparison).
    var isSpace: Bool { width == 1 && character == " " }

    /// Splits a styled line into glyphs.
    static func glyphs(of line: StyledLine) -> [Glyph] {
        var result: [Glyph] = []
        for span in line.spans {
            for character in span.text.string {
                result.append(Glyph(character: character, width: TextWidth.width(of: character), style: span.style, link: span.link))
            }
        }
        return result
    }

    /// Joins glyphs back into a styled line, merging neighbours that share style and link.
    static func line<C: Collection>(of glyphs: C) -> StyledLine where C.Element == Glyph {
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
        return StyledLine(spans)
    }
}
