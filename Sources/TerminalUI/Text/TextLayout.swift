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
        let glyphs = Glyph.glyphs(of: flattened(line))
        let total = glyphs.reduce(0) { $0 + $1.width }
        guard total > width else { return Glyph.line(of: glyphs) }
        guard width > 0 else { return StyledLine() }
        let ellipsisWidth = ellipsis.width
        let budget = ellipsisWidth <= width ? width - ellipsisWidth : width
        var kept: [Glyph] = []
        var used = 0
        for glyph in glyphs {
            if used + glyph.width > budget { break }
            kept.append(glyph)
            used += glyph.width
        }
        if ellipsisWidth <= width {
            let style = kept.last?.style ?? glyphs.first?.style ?? .plain
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
    /// Newlines end lines; tabs become spaces to the next tab stop. Latin text breaks at spaces
    /// (the space at a break is dropped); CJK and other wide characters break anywhere; a word
    /// longer than the line is broken hard. A character wider than `width` gets a line of its own.
    /// Returns no lines when `width` is less than 1.
    public static func wrap(_ line: StyledLine, toWidth width: Int) -> [StyledLine] {
        guard width > 0 else { return [] }
        var wrapper = Wrapper(width: width)
        for glyph in Glyph.glyphs(of: line) {
            wrapper.add(glyph)
        }
        return wrapper.finish().map { Glyph.line(of: $0) }
    }

    /// Wraps several paragraphs, one after another.
    public static func wrap(_ paragraphs: [StyledLine], toWidth width: Int) -> [StyledLine] {
        paragraphs.flatMap { wrap($0, toWidth: width) }
    }

    private static func flattened(_ line: StyledLine) -> StyledLine {
        StyledLine(line.spans.map { StyledSpan(singleLine($0.text), style: $0.style, link: $0.link) })
    }
}

/// The greedy line breaker behind `TextLayout.wrap`.
private struct Wrapper {
    let width: Int
    var lines: [[Glyph]] = []
    var current: [Glyph] = []
    var currentWidth = 0
    /// Where the current line may be split: glyphs before this index stay on it.
    var breakIndex: Int?

    init(width: Int) {
        self.width = width
    }

    mutating func add(_ glyph: Glyph) {
        switch glyph.character {
        case "\n", "\r\n":
            endLine(current)
        case "\t":
            let spaces = TextLayout.tabWidth - currentWidth % TextLayout.tabWidth
            for _ in 0..<spaces {
                add(Glyph(character: " ", width: 1, style: glyph.style, link: glyph.link))
            }
        default:
            guard glyph.width > 0 || !current.isEmpty else { return }
            place(glyph)
        }
    }

    private mutating func place(_ glyph: Glyph) {
        if currentWidth + glyph.width > width, !current.isEmpty {
            if glyph.isSpace {
                endLine(current)
                return
            }
            if glyph.width > 1 || (current.last?.width ?? 0) > 1 {
                endLine(current)
            } else if let split = breakIndex, split > 0 {
                let head = Array(current[..<split])
                let tail = Array(current[split...].drop(while: \.isSpace))
                endLine(head)
                for carried in tail { place(carried) }
            } else {
                endLine(current)
            }
        }
        let index = current.count
        current.append(glyph)
        currentWidth += glyph.width
        if glyph.isSpace {
            breakIndex = index + 1
        } else if glyph.width > 1 || (index > 0 && current[index - 1].width > 1) {
            breakIndex = index
        }
    }

    private mutating func endLine<C: Collection>(_ glyphs: C) where C.Element == Glyph {
        var line = Array(glyphs)
        while line.last?.isSpace == true { line.removeLast() }
        lines.append(line)
        current = []
        currentWidth = 0
        breakIndex = nil
    }

    mutating func finish() -> [[Glyph]] {
        if !current.isEmpty || lines.isEmpty { endLine(current) }
        return lines
    }
}
