import FoundationEssentials
import LeanFoundation

/// An Atom feed of Qiita articles as read: the feed's own update time, the entries that name an
/// article, and the entries left out.
public struct AtomFeed: Sendable, Hashable {
    /// The feed's own `<updated>`, when it has a readable one.
    public var updated: Date?
    /// The entries that link to an article on the feed's host, in the feed's order.
    public var entries: [FeedEntry]
    /// The entries left out, in the feed's order, each with its reason.
    public var skipped: [SkippedEntry]

    /// Creates a feed.
    public init(updated: Date?, entries: [FeedEntry], skipped: [SkippedEntry] = []) {
        self.updated = updated
        self.entries = entries
        self.skipped = skipped
    }
}

/// One entry of a feed, an article.
public struct FeedEntry: Sendable, Hashable {
    /// The article's item id, from the path of its alternate link (`/USER/items/ITEMID`); never the
    /// entry's `<id>`, which is an internal number.
    public var itemID: String
    /// The author's login name, from the same path.
    public var userID: String
    /// The title.
    public var title: String
    /// The alternate link as the feed gave it, query and all.
    public var link: String
    /// `<published>`, when readable.
    public var published: Date?
    /// `<updated>`, when readable.
    public var updated: Date?
    /// `<author><name>`; empty when the entry names none.
    public var authorName: String
    /// The excerpt (`<content type="html">`) as plain text, its lines kept; empty when there is none.
    public var excerpt: String

    /// Creates an entry.
    public init(
        itemID: String, userID: String, title: String, link: String, published: Date? = nil, updated: Date? = nil,
        authorName: String = "", excerpt: String = ""
    ) {
        self.itemID = itemID
        self.userID = userID
        self.title = title
        self.link = link
        self.published = published
        self.updated = updated
        self.authorName = authorName
        self.excerpt = excerpt
    }

    /// The excerpt's first line that has prose, without Markdown or HTML (``ExcerptProse``),
    /// trimmed; empty when there is none.
    public var firstLine: String { ExcerptProse.firstLine(of: excerpt) }
}

/// An entry of a feed that names no article kiji can open, and why.
public struct SkippedEntry: Sendable, Hashable {
    /// Why an entry was left out.
    public enum Reason: Sendable, Hashable {
        /// It has no alternate link.
        case noLink
        /// Its link goes to this other host.
        case otherHost(String)
        /// Its link is not the address of an article (`/USER/items/ITEMID`).
        case notAnArticle
    }

    /// The entry's title, possibly empty.
    public var title: String
    /// Why it was left out.
    public var reason: Reason

    /// Creates a skipped entry.
    public init(title: String, reason: Reason) {
        self.title = title
        self.reason = reason
    }
}
