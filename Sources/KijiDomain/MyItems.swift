/// One of the signed-in user's own items, with what only its author sees.
public struct MyItem: Sendable, Hashable, Identifiable {
    /// The item, without its body.
    public var summary: ItemSummary
    /// Page views, when the API gave them.
    public var pageViewsCount: Int?
    /// Whether the item is private (限定共有).
    public var isPrivate: Bool

    /// The item id.
    public var id: Item.ID { summary.id }

    /// Creates an item.
    public init(summary: ItemSummary, pageViewsCount: Int?, isPrivate: Bool) {
        self.summary = summary
        self.pageViewsCount = pageViewsCount
        self.isPrivate = isPrivate
    }
}

/// The signed-in user's own items (`kiji mine`), private ones included, with page views.
public protocol MyItems: Sendable {
    /// Whether an access token is configured; without one every call says how to log in.
    var hasToken: Bool { get }
    /// A page (from 1) of the user's items, newest first.
    func myItems(page: Int, perPage: Int) async throws(LoadError) -> Page<MyItem>
}

/// How many API requests are left, as the last answer said; for the status bar.
public protocol RateLimitReporter: Sendable {
    /// The rate limit the most recent API answer reported; nil before any did.
    var latestRateLimit: RateLimitStatus? { get }
}
