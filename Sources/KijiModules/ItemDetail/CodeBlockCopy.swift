import ArticleLayout
import MarkdownText

/// `y` on a focused code block, in an article and in a preview alike: the block's exact text
/// through the router's clipboard path, and the sentence saying how many lines went.
enum CodeBlockCopy {
    /// Copies code block `number` of `document` (as `ArticleCodeBlocks` numbers them) through
    /// `router`; the sentence to say, or nil when the document has no such block.
    @MainActor
    static func copy(_ number: Int, of document: Document, through router: any ItemDetailRouterInterface) -> (message: String, isError: Bool)? {
        let blocks = ArticleCodeBlocks.all(in: document)
        guard blocks.indices.contains(number) else { return nil }
        let code = blocks[number]
        return ClipboardCopy.sentence(for: router.copyToClipboard(ArticleCodeBlocks.copiedText(of: code)), codeLines: code.lines.count)
    }
}
