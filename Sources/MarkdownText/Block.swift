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
    /// `link` is the number of the image URL in `Document.links`; `width` is the width in pixels
    /// an HTML `<img width=…>` asks for (nil when it gives none or an unusable one).
    case image(alt: String, url: String, link: Int, width: Int? = nil)
    /// A Qiita note block (`:::note info` … `:::`) holding blocks.
    ///
    /// A bare `:::note` or an unknown kind is `.info`. The opening line must start in column 0; a
    /// `:::note` inside a fenced code block stays code, and a note that is never closed runs to the
    /// end of the document. Link definitions and footnotes work across a note's edges.
    case note(NoteKind, [Block])
    /// A foldable section (`<details><summary>…</summary>…</details>`).
    case details(DetailsBlock)
    /// A display formula (`$$…$$` or a `math` fence), already turned into Unicode where possible.
    case math(MathBlock)
    /// A paragraph that is nothing but one URL, which Qiita shows as a link card.
    ///
    /// `link` is the number of the URL in `Document.links`.
    case linkCard(url: String, link: Int)
}

/// A foldable section: its summary line, its contents and whether it starts unfolded.
public struct DetailsBlock: Hashable, Sendable {
    /// The summary, shown after the fold marker; empty when the section has no `<summary>`.
    public var summary: [InlineSpan]
    /// The blocks shown when the section is unfolded.
    public var blocks: [Block]
    /// Whether the section starts unfolded (`<details open>`).
    public var isOpen: Bool

    /// Creates a foldable section.
    public init(summary: [InlineSpan], blocks: [Block], isOpen: Bool = false) {
        self.summary = summary
        self.blocks = blocks
        self.isOpen = isOpen
    }
}

/// A display formula: its lines in Unicode (TeX kept where it could not be turned), and its source.
public struct MathBlock: Hashable, Sendable {
    /// The lines to show, centred (see `isAligned`), in the math style.
    public var lines: [String]
    /// The TeX source as written.
    public var source: String
    /// Whether the lines are columns lined up at `&` (`aligned` and the like): the block is centred
    /// as a whole, its lines starting in one column, rather than each line on its own.
    public var isAligned: Bool

    /// Creates a display formula.
    public init(lines: [String], source: String, isAligned: Bool = false) {
        self.lines = lines
        self.source = source
        self.isAligned = isAligned
    }
}
