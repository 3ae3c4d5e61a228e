import ArticleLayout
import MarkdownText
import TerminalUI

/// The lines of a document built from `blocks` (no parser involved), with the given sections open.
func layout(blocks: [Block], links: [LinkReference] = [], width: Int, folding: ArticleFolding = ArticleFolding()) -> [StyledLine] {
    MarkdownLayout.lines(for: Document(blocks: blocks, links: links), width: width, theme: .standard, folding: folding)
}

/// A paragraph of one span.
func paragraph(_ text: String, _ style: InlineStyle = [], link: Int? = nil) -> Block {
    .paragraph([InlineSpan(text, style: style, link: link)])
}

/// Every distinct link target of `lines`, decoded, in order of first appearance.
func articleLinks(_ lines: [StyledLine]) -> [ArticleLink] {
    var seen: [ArticleLink] = []
    for target in lines.flatMap({ $0.spans.compactMap(\.link) }) {
        let link = ArticleLink(target: target)
        if !seen.contains(link) { seen.append(link) }
    }
    return seen
}
