/// Parses Qiita-flavoured Markdown into a width-independent `Document`, the way Qiita renders it.
///
/// The parser is cmark-gfm with the table, strikethrough, autolink and task-list extensions and
/// footnotes, plus Qiita's additions:
/// - Every newline inside a paragraph, list item, quote, table cell or note is a line break (`"\n"`),
///   as Qiita's renderer runs with `HARDBREAKS`.
/// - `language:filename` code fences (see `CodeBlock`) and `:::note info|warn|alert` blocks (see `Block.note`).
/// - HTML is read, never shown as tags: allowed elements become blocks and styles, others keep only
///   their text, comments are hidden and entities decoded (see `HTMLElements`). `<details>` becomes
///   `Block.details`; an element may open in one HTML block and close in a later one.
/// - `$…$`, `$$…$$` and `math` fences become math, turned into Unicode by `TeXToUnicode`, and their TeX
///   is never read as Markdown (see `MathMentionPreprocessor`).
/// - `@name` becomes a `.mention` span; `:shortcode:` becomes its emoji.
/// - A paragraph that is only a URL becomes `Block.linkCard`.
///
/// - Links and images are numbered like footnotes: each distinct URL gets the next number the first
///   time it appears, and every later link to it reuses that number (`Document.links`). Autolinks are
///   numbered too, so every URL can be opened by number, but their spans carry `.autolink` because the
///   text already shows the URL and a view need not print the marker.
/// - An image alone in its paragraph becomes `Block.image`; any other image becomes an `.image` span
///   of its alt text, which inside a link takes the link's number instead of its own.
/// - Text is not sanitised (a view does that), but no input crashes the parser: nothing here recurses
///   over the tree, and containers nest at most `maximumNestingDepth` deep.
public enum MarkdownParser {
    /// How deeply quotes, lists, notes and footnotes may nest in the result; deeper blocks are flattened
    /// into the innermost allowed container, in order.
    public static let maximumNestingDepth = 32

    /// Parses `markdown` into a document.
    public static func parse(_ markdown: String) -> Document {
        let (protectedText, protected) = MathMentionPreprocessor.process(markdown)
        let source = QiitaNotePreprocessor.process(protectedText)
        return CmarkTree.withDocument(parsing: source.bytes) { root in
            var builder = DocumentBuilder(notes: source, protected: protected, maximumDepth: maximumNestingDepth)
            return builder.build(root: root)
        }
    }
}
