import TerminalUI

/// A prefix drawn in front of laid-out lines: a marker on the first line and a filler on the rest.
///
/// Quotes, notes, list items and reference entries are laid out narrower and then prefixed. When
/// the width is too small to leave room for readable content, the gutter is left out instead, so
/// nesting never pushes text past the width.
struct MarkdownGutter {
    /// The prefix of the first line (a bullet, a number, a bar).
    let first: String
    /// The prefix of every later line (spaces for a hanging indent, or the same bar).
    let rest: String
    /// How the prefixes look.
    let style: Style
    /// The columns both prefixes take.
    let width: Int

    /// Creates a gutter; `rest` defaults to spaces as wide as `first`, for a hanging indent.
    init(first: String, rest: String? = nil, style: Style) {
        let width = TextWidth.width(of: first)
        self.first = first
        self.rest = rest ?? MarkdownSpans.spaces(width)
        self.style = style
        self.width = width
    }

    /// A bar repeated on every line, such as the `│ ` of a quote.
    static func bar(_ bar: String, style: Style) -> MarkdownGutter {
        MarkdownGutter(first: bar, rest: bar, style: style)
    }

    /// The content laid out at the width left over, with this gutter in front of each line.
    ///
    /// `content` is called with the inner width; without room for the gutter it gets the whole width.
    func apply(width: Int, content: (Int) -> [StyledLine]) -> [StyledLine] {
        guard fits(in: width) else { return content(width) }
        let lines = content(width - self.width)
        guard !lines.isEmpty else { return [prefix(first, to: StyledLine())] }
        return lines.enumerated().map { index, line in prefix(index == 0 ? first : rest, to: line) }
    }

    /// Whether content beside the gutter would still get a readable share of `width`: half of it
    /// up to 8 columns, and never less than the 2 columns of a wide character.
    private func fits(in width: Int) -> Bool {
        width - self.width >= max(2, min(width, 16) / 2)
    }

    /// `line` with `marker` in front; on an empty line the marker loses its trailing spaces.
    private func prefix(_ marker: String, to line: StyledLine) -> StyledLine {
        let shown = MarkdownSpans.isBlank(line) ? MarkdownSpans.trimmingTrailingSpaces(marker) : marker
        guard !shown.isEmpty else { return line }
        return StyledLine([MarkdownSpans.span(shown, style)] + line.spans)
    }
}
