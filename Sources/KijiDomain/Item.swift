import FoundationEssentials

/// A Qiita item (article) as kiji shows one.
public struct Item: Sendable, Hashable, Identifiable {
    /// An item id: 20 lowercase hexadecimal characters on qiita.com.
    public struct ID: Sendable, Hashable, CustomStringConvertible {
        /// The id text.
        public let rawValue: String
        /// Creates an id.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The id text.
        public var description: String { rawValue }
    }

    /// The id.
    public var id: ID
    /// The title.
    public var title: String
    /// The Markdown body; empty when only the list row is known.
    public var body: String
    /// The author.
    public var author: User
    /// The tags, in the author's order.
    public var tags: [Tag]
    /// Likes.
    public var likesCount: Int
    /// Stocks.
    public var stocksCount: Int
    /// Comments.
    public var commentsCount: Int
    /// When the item was posted, if known.
    public var createdAt: Date?
    /// When the item was last changed, if known.
    public var updatedAt: Date?
    /// The address of the item's page on the web, as the API gave it; empty when unknown.
    ///
    /// Kept as text: it is shown and copied as text, and parsed only to open a browser.
    public var url: String

    /// Creates an item.
    public init(
        id: ID, title: String, body: String = "", author: User, tags: [Tag] = [], likesCount: Int = 0,
        stocksCount: Int = 0, commentsCount: Int = 0, createdAt: Date? = nil, updatedAt: Date? = nil, url: String = ""
    ) {
        self.id = id
        self.title = title
        self.body = body
        self.author = author
        self.tags = tags
        self.likesCount = likesCount
        self.stocksCount = stocksCount
        self.commentsCount = commentsCount
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.url = url
    }
}
