/// A run of display text drawn in one style, optionally pointing at a link target.
public struct StyledSpan: Sendable, Hashable {
    /// The text.
    public var text: DisplayText
    /// How the text looks.
    public var style: Style
    /// Where the span links to (a URL or any identifier the caller understands); never drawn.
    public var link: String?

    /// Creates a span.
    public init(_ text: DisplayText, style: Style = .plain, link: String? = nil) {
        self.text = text
        self.style = style
        self.link = link
    }
}

/// One line (or, before layout, one paragraph) of styled spans.
public struct StyledLine: Sendable, Hashable {
    /// The spans, drawn left to right.
    public var spans: [StyledSpan]
    /// The width of a label that starts the line (a message's time, say), whose text wraps beside
    /// it with each later line starting under the text; 0 for none. It counts only when the first
    /// spans are exactly that wide.
    public var hangingIndent = 0
    /// The level (1 to 6) of the document heading this line is part of, for an outline of the
    /// document; 0 for a line of no heading. Never drawn.
    public var headingLevel = 0

    /// Creates a line from spans.
    public init(_ spans: [StyledSpan] = []) {
        self.spans = spans
    }

    /// Creates a line of one span.
    public init(_ text: DisplayText, style: Style = .plain) {
        self.spans = [StyledSpan(text, style: style)]
    }

    /// The index of the first span after the label ``hangingIndent`` sets; nil without one.
    var labelEnd: Int? {
        guard hangingIndent > 0 else { return nil }
        var columns = 0
        for (index, span) in spans.enumerated() {
            if columns == hangingIndent { return index }
            columns += span.text.width
            if columns > hangingIndent { return nil }
        }
        return nil
    }

    /// The columns the line occupies.
    public var width: Int { spans.reduce(0) { $0 + $1.text.width } }

    /// The characters without styles.
    public var plainText: DisplayText { spans.count == 1 ? spans[0].text : DisplayText.joined(spans.map(\.text)) }

    /// Appends a span.
    public mutating func append(_ span: StyledSpan) {
        spans.append(span)
    }

    /// This line with every span's style merged with `overlay`, except that a span of kitty
    /// placeholder cells keeps its foreground, which carries its image's id: a highlighted image
    /// stays shown, on the overlay's background where it is transparent.
    public func overlaid(with overlay: Style) -> StyledLine {
        StyledLine(
            spans.map { span in
                var style = span.style.merged(with: overlay)
                if span.text.string.unicodeScalars.first == KittyPlaceholder.character { style.foreground = span.style.foreground }
                return StyledSpan(span.text, style: style, link: span.link)
            })
    }

    /// This line with the characters that start within `columns` merged with `overlay` (a
    /// found word marked in a longer line); the text and its widths stay as they are.
    public func overlaid(with overlay: Style, columns: Range<Int>) -> StyledLine {
        var marked = StyledLine()
        marked.hangingIndent = hangingIndent
        marked.headingLevel = headingLevel
        var column = 0
        for span in spans {
            var pieces: [(text: String, inside: Bool)] = []
            for character in span.text.string {
                let inside = columns.contains(column)
                if pieces.last?.inside == inside { pieces[pieces.count - 1].text.append(character) } else { pieces.append((String(character), inside)) }
                column += TextWidth.width(of: character)
            }
            for piece in pieces {
                let style = piece.inside ? span.style.merged(with: overlay) : span.style
                marked.spans.append(StyledSpan(DisplayText(alreadySanitized: piece.text), style: style, link: span.link))
            }
        }
        return marked
    }
}
