/// Parses Qiita-flavoured Markdown into a width-independent `Document`.
///
/// The parser is cmark-gfm with the table, strikethrough, autolink and task-list extensions and
/// footnotes, plus two Qiita additions: `language:filename` code fences (see `CodeBlock`) and
/// `:::note info|warn|alert` blocks (see `Block.note`). It is pure and thread-safe.
///
/// - Links and images are numbered like footnotes: each distinct URL gets the next number the first
///   time it appears, and every later link to it reuses that number (`Document.links`). Autolinks are
///   numbered too, so every URL can be opened by number, but their spans carry `.autolink` because the
///   text already shows the URL and a view need not print the marker.
/// - An image alone in its paragraph becomes `Block.image`; any other image becomes an `.image` span
///   of its alt text, which inside a link takes the link's number instead of its own.
/// - HTML is never interpreted: blocks become `Block.html` and inline tags `.html` spans. `$…$` math
///   stays text and a `math` fence stays a code block.
/// - Text is not sanitised (a view does that), but no input crashes the parser: nothing here recurses
///   over the tree, and containers nest at most `maximumNestingDepth` deep.
public enum MarkdownParser {
    /// How deeply quotes, lists, notes and footnotes may nest in the result; deeper blocks are flattened
    /// into the innermost allowed container, in order.
    public static let maximumNestingDepth = 32

    /// Parses `markdown` into a document.
    public static func parse(_ markdown: String) -> Document {
        let source = QiitaNotePreprocessor.process(markdown)
        return CmarkTree.withDocument(parsing: source.bytes) { root in
            var builder = DocumentBuilder(notes: source, maximumDepth: maximumNestingDepth)
            return builder.build(root: root)
        }
    }
}
