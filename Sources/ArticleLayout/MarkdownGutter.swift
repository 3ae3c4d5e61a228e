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
    /// A heading inside is no heading of the article's outline (``ArticleOutline``): its lines lose
    /// their ``StyledLine/headingLevel``.
    func apply(width: Int, content: (Int) -> [StyledLine]) -> [StyledLine] {
        guard fits(in: width) else {
            let marker = MarkdownSpans.trimmingTrailingSpaces(first)
            let markerLines = keepsFirstWhenNarrow ? TextLayout.wrap(MarkdownSpans.line(marker, style, link: link), toWidth: width) : []
            return markerLines + content(width).map(Self.outOfTheOutline)
        }
        var lines = content(width - self.width)
        if lines.isEmpty { lines = [StyledLine()] }
        var joined = JoinedPrefix()
        for index in lines.indices {
            lines[index].headingLevel = 0
            prefix(index == 0 ? first : rest, link: index == 0 ? link : nil, to: &lines[index], joined: &joined)
        }
        return lines
    }

    private static func outOfTheOutline(_ line: StyledLine) -> StyledLine {
        var line = line
        line.headingLevel = 0
        return line
    }

    /// Whether content beside the gutter would still get a readable share of `width`: half of it
    /// up to 8 columns, and never less than the 2 columns of a wide character.
    private func fits(in width: Int) -> Bool {
        width - self.width >= max(2, min(width, 16) / 2)
    }

    /// Puts `marker` in front of `line`; on an empty line the marker loses its trailing spaces.
    ///
    /// A marker that looks like the line's first span joins it, in place, so the gutters of deep
    /// nesting (up to 32 quotes) make one span per line, not one per level, and a level adds no
    /// line of its own. The later lines of a block mostly start with the same span (the inner
    /// gutters), so `joined` keeps the last join and lines that repeat it share one text instead
    /// of a copy each.
    private func prefix(_ marker: String, link: String?, to line: inout StyledLine, joined: inout JoinedPrefix) {
        let shown = MarkdownSpans.isBlank(line) ? MarkdownSpans.trimmingTrailingSpaces(marker) : marker
        guard !shown.isEmpty else { return }
        let span = MarkdownSpans.span(shown, style, link: link)
        guard let first = line.spans.first, first.style == style, first.link == link else {
            line.spans = [span] + line.spans
            return
        }
        line.spans[0] = StyledSpan(joined.text(joining: span.text, first.text), style: style, link: link)
    }
}

/// The last marker joined to the text a line starts with, kept so that the lines that repeat both
/// get the same text back, sharing its storage, instead of a copy each.
private struct JoinedPrefix {
    private var last: (marker: DisplayText, text: DisplayText, joined: DisplayText)?

    /// `marker + text`, the same value as last time when both are the same.
    mutating func text(joining marker: DisplayText, _ text: DisplayText) -> DisplayText {
        if let last, last.marker == marker, last.text == text { return last.joined }
        let joined = marker + text
        last = (marker, text, joined)
        return joined
    }
}
