import KijiDomain

/// One row of the trend, ready to lay out: the title, who, when, and the excerpt's first line.
public struct TrendRow: Sendable, Hashable {
    /// The item id the entry links to.
    public var id: Item.ID
    /// The title.
    public var title: String
    /// `@login`, with the display name when there is one.
    public var author: String
    /// `2026-11-20`, when it was published, in the user's time zone; empty when the feed does not say.
    public var date: String
    /// The excerpt's first line that is not blank.
    public var excerpt: String
}
