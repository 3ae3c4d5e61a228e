import MarkdownText
import TerminalUI

/// Lays out blocks, recursing into quotes, notes and lists with a gutter for each level.
///
/// Every method returns lines no wider than the width it is given, except where a single character
/// is wider than the whole width (see `MarkdownLayout`). Blocks never start or end with a blank line.
struct MarkdownBlockLayout {
    let style: MarkdownLayoutStyle
    let inline: MarkdownInlineRenderer

    /// The blocks one after another, separated by a blank line unless `tight`.
    ///
    /// `listDepth` counts the lists around these blocks, to pick bullets.
    func lines(for blocks: [Block], width: Int, listDepth: Int = 0, tight: Bool = false) -> [StyledLine] {
        var result: [StyledLine] = []
        for block in blocks {
            let lines = lines(for: block, width: width, listDepth: listDepth)
            guard lines.contains(where: { !MarkdownSpans.isBlank($0) }) else { continue }
            if !tight, !result.isEmpty { result.append(StyledLine()) }
            result += lines
        }
        return result
    }

    /// One block.
    func lines(for block: Block, width: Int, listDepth: Int) -> [StyledLine] {
        switch block {
        case let .heading(level, spans):
            heading(level: level, spans: spans, width: width)
        case let .paragraph(spans):
            TextLayout.wrap(inline.paragraph(spans, base: style.normal), toWidth: width)
        case let .code(code):
            MarkdownCodeLayout(style: style).lines(for: code, width: width)
        case let .quote(blocks):
            MarkdownGutter.bar("│ ", style: style.quote).apply(width: width) { inner in
                lines(for: blocks, width: inner, listDepth: listDepth)
            }
        case let .list(list):
            MarkdownListLayout(blocks: self).lines(for: list, width: width, depth: listDepth)
        case let .table(table):
            MarkdownTableLayout(style: style, inline: inline).lines(for: table, width: width)
        case .thematicBreak:
            [MarkdownSpans.rule("─", count: width, style.dim)]
        case let .image(alt, url, number):
            image(alt: alt, url: url, number: number, width: width)
        case let .note(kind, blocks):
            note(kind, blocks: blocks, width: width, listDepth: listDepth)
        case let .details(details):
            self.details(details, width: width, listDepth: listDepth)
        case let .math(math):
            math.lines.flatMap { TextLayout.wrap(MarkdownSpans.line($0, style.code), toWidth: width) }
        case let .linkCard(url, _):
            TextLayout.wrap(MarkdownSpans.line(url, style.link, link: DisplayText(sanitizing: url).string), toWidth: width)
        }
    }

    /// A heading: bold text, ruled with `═` (level 1) or `─` (level 2), or after `###` (deeper levels).
    private func heading(level: Int, spans: [InlineSpan], width: Int) -> [StyledLine] {
        var paragraph = inline.paragraph(spans, base: style.heading)
        if level >= 3 {
            let marks = String(repeating: "#", count: min(level, 6)) + " "
            paragraph.spans.insert(MarkdownSpans.span(marks, style.heading.merged(with: style.dim)), at: 0)
        }
        var lines = TextLayout.wrap(paragraph, toWidth: width)
        if level <= 2 {
            let ruleWidth = lines.map(\.width).max() ?? 0
            lines.append(MarkdownSpans.rule(level == 1 ? "═" : "─", count: min(ruleWidth, width), style.heading))
        }
        return lines
    }

    /// An image standing alone: a labelled placeholder and its URL, both linking to the URL.
    private func image(alt: String, url: String, number: Int, width: Int) -> [StyledLine] {
        let target = DisplayText(sanitizing: url).string
        let label = alt.isEmpty ? "[image]" : "[image: \(alt)]"
        var lines = TextLayout.wrap(StyledLine([
            MarkdownSpans.span(label, style.link, link: target),
            MarkdownSpans.span("[\(number)]", style.dim, link: target),
        ]), toWidth: width)
        lines += TextLayout.wrap(MarkdownSpans.line(target, style.dim, link: target), toWidth: width)
        return lines
    }

    /// A foldable section: `▶ summary` when folded, `▼ summary` and the contents when open.
    private func details(_ details: DetailsBlock, width: Int, listDepth: Int) -> [StyledLine] {
        var summary = inline.paragraph(details.summary, base: style.normal)
        summary.spans.insert(MarkdownSpans.span(details.isOpen ? "▼ " : "▶ ", style.dim), at: 0)
        let head = TextLayout.wrap(summary, toWidth: width)
        guard details.isOpen else { return head }
        return head + lines(for: details.blocks, width: width, listDepth: listDepth)
    }

    /// A Qiita note: a label line and the contents, behind a bar in the colour of its kind.
    private func note(_ kind: NoteKind, blocks: [Block], width: Int, listDepth: Int) -> [StyledLine] {
        let look = style.note(kind)
        let label: String = switch kind {
        case .info: "ℹ Note"
        case .warn: "⚠ Warning"
        case .alert: "⛔ Alert"
        }
        return MarkdownGutter.bar("┃ ", style: look).apply(width: width) { inner in
            TextLayout.wrap(MarkdownSpans.line(label, look.merged(with: Style(attributes: .bold))), toWidth: inner)
                + lines(for: blocks, width: inner, listDepth: listDepth)
        }
    }
}
