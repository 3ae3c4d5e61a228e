import TerminalUI

/// A prefix drawn in front of laid-out lines: a marker on the first line and a filler on the rest.
///
/// Quotes, notes, code frames, list items and reference entries are laid out narrower and then
/// prefixed. When the width is too small to leave room for readable content, the gutter is left
/// out, so nesting never pushes text past the width; a hanging marker (a bullet, a number, a
/// reference label) then gets a line of its own, because it carries meaning.
struct MarkdownGutter {
    /// The prefix of the first line (a bullet, a number, a bar).
    let first: String
    /// The prefix of every later line (spaces for a hanging indent, or the same bar).
    let rest: String
    /// How the prefixes look.
    let style: Style
    /// The columns both prefixes take.
    let width: Int
    /// The link target of the first prefix, when the marker itself can be chosen.
    let link: String?
    /// Whether the first prefix is shown on a line of its own when the gutter does not fit.
    private let keepsFirstWhenNarrow: Bool

    /// Creates a gutter whose prefixes are decoration, left out when the width is too small.
    init(first: String, rest: String, style: Style) {
        self.init(first: first, rest: rest, style: style, link: nil, keepsFirstWhenNarrow: false)
    }

    private init(first: String, rest: String, style: Style, link: String?, keepsFirstWhenNarrow: Bool) {
        self.first = first
        self.rest = rest
        self.style = style
        self.width = TextWidth.width(of: first)
        self.link = link
        self.keepsFirstWhenNarrow = keepsFirstWhenNarrow
    }

    /// A marker ending in a space, with a hanging indent of spaces as wide as it for the later lines;
    /// the marker links to `link` when given.
    static func hanging(_ marker: String, style: Style, link: String? = nil) -> MarkdownGutter {
        MarkdownGutter(
            first: marker, rest: MarkdownSpans.spaces(TextWidth.width(of: marker)), style: style, link: link,
            keepsFirstWhenNarrow: true)
    }

    /// A bar repeated on every line, such as the `│ ` of a quote.
    static func bar(_ bar: String, style: Style) -> MarkdownGutter {
        MarkdownGutter(first: bar, rest: bar, style: style)
    }

    /// The content laid out at the width left over, with this gutter in front of each line.
    ///
    /// `content` is called with the inner width; without room for the gutter it gets the whole width.
    func apply(width: Int, content: (Int) -> [StyledLine]) -> [StyledLine] {
        guard fits(in: width) else {
            let marker = MarkdownSpans.trimmingTrailingSpaces(first)
            let markerLines = keepsFirstWhenNarrow ? TextLayout.wrap(MarkdownSpans.line(marker, style, link: link), toWidth: width) : []
            return markerLines + content(width)
        }
        let lines = content(width - self.width)
        guard !lines.isEmpty else { return [prefix(first, link: link, to: StyledLine())] }
        return lines.enumerated().map { index, line in
            index == 0 ? prefix(first, link: link, to: line) : prefix(rest, link: nil, to: line)
        }
    }

    /// Whether content beside the gutter would still get a readable share of `width`: half of it
    /// up to 8 columns, and never less than the 2 columns of a wide character.
    private func fits(in width: Int) -> Bool {
        width - self.width >= max(2, min(width, 16) / 2)
    }

    /// `line` with `marker` in front; on an empty line the marker loses its trailing spaces.
    ///
    /// A marker that looks like the line's first span joins it, so the gutters of deep nesting
    /// (up to 32 quotes) make one span per line, not one per level.
    private func prefix(_ marker: String, link: String?, to line: StyledLine) -> StyledLine {
        let shown = MarkdownSpans.isBlank(line) ? MarkdownSpans.trimmingTrailingSpaces(marker) : marker
        guard !shown.isEmpty else { return line }
        let span = MarkdownSpans.span(shown, style, link: link)
        guard let first = line.spans.first, first.style == style, first.link == link else {
            return StyledLine([span] + line.spans)
        }
        return StyledLine([StyledSpan(span.text + first.text, style: style, link: link)] + line.spans.dropFirst())
    }
}
