import FoundationEssentials

/// What an item list keeps of an item: what its row shows, without the body or the author's profile.
///
/// A list paged in to 10,000 items keeps 10,000 of these, so they hold no more than a row needs;
/// the whole ``Item`` stays in the repository's cache, and an opened item is read from there.
public struct ItemSummary: Sendable, Hashable, Identifiable {
    /// The id.
    public var id: Item.ID
    /// The title.
    public var title: String
    /// The author's login name.
    public var author: User.ID
    /// The author's display name; may be empty.
    public var authorName: String
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

    /// Creates a summary.
    public init(
        id: Item.ID, title: String, author: User.ID, authorName: String = "", tags: [Tag] = [], likesCount: Int = 0,
        stocksCount: Int = 0, commentsCount: Int = 0, createdAt: Date? = nil
    ) {
        self.id = id
        self.title = title
        self.author = author
        self.authorName = authorName
        self.tags = tags
        self.likesCount = likesCount
        self.stocksCount = stocksCount
        self.commentsCount = commentsCount
        self.createdAt = createdAt
    }

    /// The summary of `item`.
    public init(_ item: Item) {
        self.init(
            id: item.id, title: item.title, author: item.author.id, authorName: item.author.name, tags: item.tags,
            likesCount: item.likesCount, stocksCount: item.stocksCount, commentsCount: item.commentsCount,
            createdAt: item.createdAt)
    }
}

extension Item {
    /// The item as far as its summary tells: no body, address, update time or author profile yet.
    public init(_ summary: ItemSummary) {
        self.init(
            id: summary.id, title: summary.title, author: User(id: summary.author, name: summary.authorName),
            tags: summary.tags, likesCount: summary.likesCount, stocksCount: summary.stocksCount,
            commentsCount: summary.commentsCount, createdAt: summary.createdAt)
    }
}
