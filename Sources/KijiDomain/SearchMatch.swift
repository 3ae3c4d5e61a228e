import FoundationEssentials

/// A kept item that matched a search, with an excerpt of where it matched.
public struct SearchMatch: Sendable, Equatable, Identifiable {
    /// The item.
    public var id: Item.ID
    /// Its title.
    public var title: String
    /// Its author's login.
    public var author: User.ID
    /// When it was written, when known.
    public var createdAt: Date?
    /// Its address on the site; empty when none was kept.
    public var url: String
    /// A few words around the match, on one line, the matched text marked.
    public var excerpt: [Part]

    /// A piece of an excerpt: matched text, or the text around it.
    public struct Part: Sendable, Equatable {
        /// The text, on one line.
        public var text: String
        /// Whether it is what the search matched.
        public var isMatch: Bool

        /// A piece with its text and whether it matched.
        public init(_ text: String, isMatch: Bool) {
            self.text = text
            self.isMatch = isMatch
        }
    }

    /// A match from its fields.
    public init(id: Item.ID, title: String, author: User.ID, createdAt: Date?, url: String, excerpt: [Part]) {
        self.id = id
        self.title = title
        self.author = author
        self.createdAt = createdAt
        self.url = url
        self.excerpt = excerpt
    }
}
