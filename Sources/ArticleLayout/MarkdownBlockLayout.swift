import MarkdownText
import TerminalUI

/// Lays out blocks, recursing into quotes, notes and lists with a gutter for each level.
///
/// Every method returns lines no wider than the width it is given, except where a single character
/// is wider than the whole width (see `MarkdownLayout`). Blocks never start or end with a blank line.
struct MarkdownBlockLayout {
    let style: MarkdownLayoutStyle
    let inline: MarkdownInlineRenderer
    /// Which foldable sections are open.
    let folding: ArticleFolding
    /// Numbers the foldable sections in the order they are met.
    let sections: BlockCounter
    /// Numbers the code blocks in the order they are met, each opening line leading to its block
    /// (`ArticleLink.code`); nil when code blocks lead nowhere.
    let codeBlocks: BlockCounter?
    /// The images that are drawn, by address.
    var pictures: ArticlePictures = .none

    /// The blocks one after another, separated by a blank line unless `tight`.
    ///
    /// `listDepth` counts the lists around these blocks, to pick bullets.
    func lines(for blocks: [Block], width: Int, listDepth: Int = 0, tight: Bool = false) -> [StyledLine] {
        var result: [StyledLine] = []
        for block in blocks {
            let lines = lines(for: block, width: width, listDepth: listDepth)
            guard lines.contains(where: { !MarkdownSpans.isBlank($0) }) else { continue }
            if result.isEmpty {
                result = lines
                continue
            }
            if !tight { result.append(StyledLine()) }
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
            TextLayout.wrap(spans: inline.paragraphSpans(spans, base: style.normal), toWidth: width)
        case let .code(code):
            MarkdownCodeLayout(style: style).lines(for: code, width: width, target: codeBlocks.map { ArticleLink.code($0.take()).target })
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
        case let .image(alt, url, number, _):
            image(alt: alt, url: url, number: number, width: width)
        case let .note(kind, blocks):
            note(kind, blocks: blocks, width: width, listDepth: listDepth)
        case let .details(details):
            self.details(details, width: width, listDepth: listDepth)
        case let .math(math):
            mathLines(math, width: width)
        case let .linkCard(url, _):
            [MarkdownLinkCard.line(for: url, width: width, style: style.link)]
        }
    }

    /// A display formula, each line centred; aligned lines keep their columns, the widest centred
    /// and the others starting where it starts.
    private func mathLines(_ math: MathBlock, width: Int) -> [StyledLine] {
        let lines = math.lines.flatMap { TextLayout.wrap(MarkdownSpans.line($0, style.math), toWidth: width) }
        guard math.isAligned else { return lines.map { MarkdownSpans.centred($0, width: width) } }
        let indent = (width - (lines.map(\.width).max() ?? 0)) / 2
        guard indent > 0 else { return lines }
        return lines.map { StyledLine([MarkdownSpans.span(MarkdownSpans.spaces(indent), .plain)] + $0.spans) }
    }

    /// A heading: bold text, ruled with `═` (level 1) or `─` (level 2), or after `###` (deeper
    /// levels); its text's lines carry its level (``StyledLine/headingLevel``), for ``ArticleOutline``.
    private func heading(level: Int, spans: [InlineSpan], width: Int) -> [StyledLine] {
        var paragraph = inline.paragraph(spans, base: style.heading)
        if level >= 3 {
            let marks = String(repeating: "#", count: min(level, 6)) + " "
            paragraph.spans.insert(MarkdownSpans.span(marks, style.heading.merged(with: style.dim)), at: 0)
        }
        var lines = TextLayout.wrap(paragraph, toWidth: width)
        for index in lines.indices { lines[index].headingLevel = level }
        if level <= 2 {
            let ruleWidth = lines.map(\.width).max() ?? 0
            lines.append(MarkdownSpans.rule(level == 1 ? "═" : "─", count: min(ruleWidth, width), style.heading))
        }
        return lines
    }

    /// An image standing alone: its picture when it has one no wider than `width`, else a labelled
    /// placeholder and its URL; every span leads to the image (`ArticleLink.image`).
    private func image(alt: String, url: String, number: Int, width: Int) -> [StyledLine] {
        let target = MarkdownSpans.target(ofImage: url)
        if let picture = pictures[DisplayText(sanitizing: url).string], picture.columns <= width {
            return picture.rows.map { MarkdownSpans.linked($0, to: target) }
        }
        let label = style.words.imagePlaceholder(alt: alt)
        var lines = TextLayout.wrap(StyledLine([
            MarkdownSpans.span(label, style.link, link: target),
            MarkdownSpans.span("[\(number)]", style.dim, link: target),
        ]), toWidth: width)
        lines += TextLayout.wrap(MarkdownSpans.line(url, style.dim, link: target), toWidth: width)
        return lines
    }

    /// A foldable section: `▶ summary` when folded, `▼ summary` and the indented contents when open.
    ///
    /// Every span of the summary line, marker included, links to the section (`ArticleLink.details`),
    /// so Tab reaches it and Enter toggles it; links inside the summary give way to that. A section
    /// without a summary is called `Details` (``ArticleWords/details``), as browsers call it.
    private func details(_ details: DetailsBlock, width: Int, listDepth: Int) -> [StyledLine] {
        let number = sections.take()
        let isOpen = folding.isOpen(number)
        let target = ArticleLink.details(number).target
        let spans = details.summary.isEmpty ? [InlineSpan(style.words.details)] : details.summary
        let summary = MarkdownSpans.linked(inline.paragraph(spans, base: style.strong(style.normal)), to: target)
        let head = MarkdownGutter.hanging(isOpen ? "▼ " : "▶ ", style: style.link, link: target).apply(width: width) { inner in
            TextLayout.wrap(summary, toWidth: inner)
        }
        guard isOpen else {
            sections.skip(DetailsSections.count(in: details.blocks))
            codeBlocks?.skip(ArticleCodeBlocks.count(in: details.blocks))
            return head
        }
        let contents = MarkdownGutter.bar("  ", style: style.normal).apply(width: width) { inner in
            lines(for: details.blocks, width: inner, listDepth: listDepth)
        }
        return head + contents
    }

    /// A Qiita note: a label line and the contents, behind a bar in the colour of its kind.
    private func note(_ kind: NoteKind, blocks: [Block], width: Int, listDepth: Int) -> [StyledLine] {
        let look = style.note(kind)
        let label: String = switch kind {
        case .info: "ℹ " + style.words.note
        case .warn: "⚠ " + style.words.warning
        case .alert: "⛔ " + style.words.alert
        }
        return MarkdownGutter.bar("┃ ", style: look).apply(width: width) { inner in
            TextLayout.wrap(MarkdownSpans.line(label, look.merged(with: Style(attributes: .bold))), toWidth: inner)
                + lines(for: blocks, width: inner, listDepth: listDepth)
        }
    }
}
