import MarkdownText
import TerminalUI

/// Lays out Markdown blocks as terminal lines at a given width.
///
/// The result is meant for `TextView`: every line fits the width, so the pager's own wrapping
/// leaves it alone, and link text, reference markers and URLs carry their URL as `StyledSpan.link`
/// so the pager can cycle through them. All document text passes through the sanitiser.
///
/// Blocks are separated by one blank line. After them come a `Links` section listing each
/// `[n] url` of `Document.links` and a `Footnotes` section, when the document has any. Nesting is
/// drawn with gutters (`│ ` for quotes, `┃ ` for notes, bullets and numbers with a hanging indent
/// for lists) that are left out when the width is too small to keep readable text beside them.
/// Layout recurses once per nesting level, which `MarkdownParser` bounds by `maximumNestingDepth`.
///
/// Link targets are `ArticleLink` targets: a web address for links, images and URLs, the user
/// for a mention, the section for the summary line of a foldable section, and, when asked, the
/// code block for its opening line.
public enum MarkdownLayout {
    /// Lines no wider than `width` columns for `document`, drawn with the roles of `theme`, with the
    /// foldable sections open that `folding` says (by default, those written `<details open>`), and
    /// code blocks coloured by `highlights` (plain when they have none), and each image standing
    /// alone drawn as its picture in `pictures` when it has one that fits, or as its placeholder.
    ///
    /// The layout's own words (`Links`, `[image: …]`) are `words`. With `codeBlockTargets`, each
    /// code block's opening line leads to it (`ArticleLink.code`, numbered as `ArticleCodeBlocks`
    /// lists them), so Tab stops at code blocks too.
    ///
    /// A width below 1 is treated as 1. At width 1, a character two columns wide cannot be shown
    /// and becomes an ellipsis.
    public static func lines(
        for document: Document, width: Int, theme: Theme, folding: ArticleFolding? = nil, highlights: CodeHighlights = .none,
        pictures: ArticlePictures = .none, words: ArticleWords = .english, codeBlockTargets: Bool = false
    ) -> [StyledLine] {
        let width = max(1, width)
        let style = MarkdownLayoutStyle(theme: theme, highlights: highlights, words: words)
        let blocks = MarkdownBlockLayout(
            style: style, inline: MarkdownInlineRenderer(style: style, links: document.links),
            folding: folding ?? .initial(for: document), sections: BlockCounter(),
            codeBlocks: codeBlockTargets ? BlockCounter() : nil, pictures: pictures)
        let referenceLayout = MarkdownReferenceLayout(blocks: blocks)
        var lines = blocks.lines(for: document.blocks, width: width)
        var references: [[StyledLine]] = []
        if !document.links.isEmpty { references.append(referenceLayout.links(document.links, width: width)) }
        if !document.footnotes.isEmpty { references.append(referenceLayout.footnotes(document.footnotes, width: width)) }
        for section in references where !section.isEmpty {
            if !lines.isEmpty { lines.append(StyledLine()) }
            lines += section
        }
        return width > 1 ? lines : lines.map(fittingOneColumn)
    }

    /// `line` cut to one column: wrapping gives a character wider than the whole width a line of its
    /// own, and the widest characters take two columns, so only at width 1 can a line be too wide.
    private static func fittingOneColumn(_ line: StyledLine) -> StyledLine {
        line.width > 1 ? TextLayout.truncate(line, toWidth: 1) : line
    }
}
