import MarkdownText

/// A document's code blocks in the order layout numbers them (`ArticleLink.code`), and the text a
/// copy of one gives.
public enum ArticleCodeBlocks {
    /// Every code block of `document`, at any depth, folded sections' included: the block that
    /// `ArticleLink.code(n)` names is element `n`.
    public static func all(in document: Document) -> [CodeBlock] {
        BlockWalk.collect(document) { if case .code(let code) = $0 { code } else { nil } }
    }

    /// How many code blocks `blocks` hold, at any depth.
    static func count(in blocks: [Block]) -> Int {
        BlockWalk.count(in: blocks) { if case .code = $0 { true } else { false } }
    }

    /// The text of `code` as its Markdown source holds it: its lines joined by line feeds, with no
    /// line feed after the last (pasted into a shell, it waits for Enter), tabs and trailing spaces
    /// kept, no frame, line numbers, wrap marks or language label.
    public static func copiedText(of code: CodeBlock) -> String {
        code.lines.joined(separator: "\n")
    }
}
