/// Parses Qiita-flavoured Markdown into a width-independent `Document`.
///
/// The parser is cmark-gfm with the table, strikethrough, autolink and task-list extensions and
/// footnotes, plus Qiita's `:::note` blocks and `language:filename` code fences. It is pure and
/// thread-safe, never interprets HTML, and does not sanitise text (a view does that).
public enum MarkdownParser {
    /// How deeply quotes, lists, notes and footnotes may nest in the result; deeper blocks are flattened.
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
