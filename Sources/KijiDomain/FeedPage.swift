import FoundationEssentials

/// Which Atom feed of the site: the trend or a tag's newest items.
public enum FeedSource: Sendable, Hashable {
    /// The trend, `/popular-items/feed`.
    case trend
    /// A tag's newest items, `/tags/TAG/feed`.
    case tag(Tag)
}

/// One entry of a feed: an article, as far as the feed tells.
public struct TrendEntry: Sendable, Hashable, Identifiable {
    /// The item id, taken from the entry's link, never from its numeric `<id>`.
    public var id: Item.ID
    /// The author's login name.
    public var author: User.ID
    /// The author's name as the feed gives it.
    public var authorName: String
    /// The title.
    public var title: String
    /// The article's address without `utm_*` parameters.
    public var url: String
    /// When it was published, if the feed says.
    public var publishedAt: Date?
    /// When it was last updated, if the feed says.
    public var updatedAt: Date?
    /// The excerpt as plain text; empty when the feed has none.
    public var excerpt: String
    /// The excerpt's first line that is not blank.
    public var firstLine: String

    /// Creates an entry.
    public init(
        id: Item.ID, author: User.ID, authorName: String = "", title: String, url: String, publishedAt: Date? = nil,
        updatedAt: Date? = nil, excerpt: String = "", firstLine: String = ""
    ) {
        self.id = id
        self.author = author
        self.authorName = authorName
        self.title = title
        self.url = url
        self.publishedAt = publishedAt
        self.updatedAt = updatedAt
        self.excerpt = excerpt
        self.firstLine = firstLine
    }
}

/// A feed as kiji shows it: its entries, and where the copy came from.
public struct FeedPage: Sendable, Hashable {
    /// Where this copy of the feed came from.
    public enum Origin: Sendable, Hashable {
        /// Fetched now.
        case fresh
        /// The kept copy, which the server just said is current (304).
        case notModified
        /// The kept copy, read without the network.
        case cache
    }

    /// The entries, in the feed's order.
    public var entries: [TrendEntry]
    /// The feed's own update time, if it says.
    public var updatedAt: Date?
    /// When the copy was fetched (or last confirmed current).
    public var fetchedAt: Date
    /// Where the copy came from.
    public var origin: Origin
    /// How many entries were left out (no link, a link to another host).
    public var skippedCount: Int
    /// One sentence when something is worth saying: entries left out, or none at all; else nil.
    public var notice: String?

    /// Creates a page.
    public init(
        entries: [TrendEntry], updatedAt: Date?, fetchedAt: Date, origin: Origin, skippedCount: Int = 0, notice: String? = nil
    ) {
        self.entries = entries
        self.updatedAt = updatedAt
        self.fetchedAt = fetchedAt
        self.origin = origin
        self.skippedCount = skippedCount
        self.notice = notice
    }
}
