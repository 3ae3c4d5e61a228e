/// The greedy line breaker behind `TextLayout.wrap`: it fills each line and, when a glyph does not
/// fit, ends the line at the last break opportunity, or, when the token is longer than the line, at
/// the glyph, moved back as kinsoku asks (see `forcedSplit`). Spaces may hang past the width; they
/// are dropped where the line ends.
///
/// Only the glyphs of the line being filled are kept as glyphs; a finished line is joined into
/// spans at once, so wrapping a paragraph takes memory for its lines, not for its glyphs.
struct Wrapper: GlyphSink {
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

    /// Places a run's glyphs one by one only until a line holds nothing but them; the whole lines
    /// after that are cut from the run's text, as many bytes as the line is wide.
    mutating func add(run: Substring, of span: StyledSpan) {
        var rest = run
        var placed = 0
        // Glyph by glyph until the line holds the run's glyphs alone, as many as it is wide.
        while let character = rest.first, placed < current.count || currentWidth < width || breakIndex != nil {
            place(Glyph(character: character, width: 1, style: span.style, link: span.link), breakBefore: false)
            rest = rest.dropFirst()
            placed += 1
        }
        guard !rest.isEmpty else { return }
        // The next glyph ends the line, as `forcedSplit` finds no kinsoku to heed; so does every
        // glyph after a line's worth, and those lines are the run's text as it stands.
        endLine(current)
        while rest.utf8.count > width {
            let end = rest.utf8.index(rest.startIndex, offsetBy: width)
            lines.append(StyledLine([StyledSpan(DisplayText(alreadySanitized: String(rest[..<end])), style: span.style, link: span.link)]))
            rest = rest[end...]
        }
        for character in rest {
            place(Glyph(character: character, width: 1, style: span.style, link: span.link), breakBefore: false)
        }
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
