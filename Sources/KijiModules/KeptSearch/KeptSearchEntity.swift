import KijiDomain

/// One row of the KeptSearch list, ready to lay out: the title, who and when, and where it matched.
public struct KeptSearchRow: Sendable, Hashable {
    /// The id of the kept item.
    public var id: Item.ID
    /// The item's title.
    public var title: String
    /// `@login`.
    public var author: String
    /// `2026-11-20`, in the user's time zone; empty when unknown.
    public var date: String
    /// A few words around the match, the matched words marked.
    public var excerpt: [ExcerptPart]

    /// A piece of the excerpt: matched words, or the words around them.
    public struct ExcerptPart: Sendable, Hashable {
        /// The text.
        public var text: String
        /// Whether it is what the search matched.
        public var isMatch: Bool
    }
}
