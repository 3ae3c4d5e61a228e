/// A width-independent block of a Markdown document.
///
/// Containers (quotes, lists, notes) nest at most `MarkdownParser.maximumNestingDepth` deep; deeper
/// content is flattened into the innermost allowed container.
public enum Block: Hashable, Sendable {
    /// A heading of level 1 to 6.
    case heading(level: Int, spans: [InlineSpan])
    /// A paragraph of inline text.
    case paragraph([InlineSpan])
    /// A code block, fenced or indented.
    case code(CodeBlock)
    /// A block quote holding blocks.
    case quote([Block])
    /// An ordered, bullet or task list.
    case list(ListBlock)
    /// A GFM table.
    case table(Table)
    /// A thematic break (`---`).
    case thematicBreak
    /// An image that stands alone in its paragraph, shown as a labelled placeholder.
    ///
    /// `link` is the number of the image URL in `Document.links`.
    case image(alt: String, url: String, link: Int)
    /// A Qiita note block (`:::note info` … `:::`) holding blocks.
    ///
    /// A bare `:::note` or an unknown kind is `.info`. The opening line must start in column 0; a
    /// `:::note` inside a fenced code block stays code, and a note that is never closed runs to the
    /// end of the document. Link definitions and footnotes work across a note's edges.
    case note(NoteKind, [Block])
    /// A raw HTML block, shown as text and never interpreted; without its final line break.
    case html(String)
}
