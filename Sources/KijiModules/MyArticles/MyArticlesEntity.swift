import KijiDomain

/// One row of your articles, ready to lay out: the title, whether it is private, and its counts.
public struct MyArticlesRow: Sendable, Hashable {
    /// The item id.
    public var id: Item.ID
    /// The title.
    public var title: String
    /// Whether the article is private (限定共有).
    public var isPrivate: Bool
    /// `1,234 views  12 likes  3 stocks  2 comments  2026-11-20`.
    public var counts: String
}
