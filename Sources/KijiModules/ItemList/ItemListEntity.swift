import KijiDomain

/// One row of an item list, ready to draw.
public struct ItemRowViewModel: Sendable, Hashable {
    /// The item's id.
    public var id: Item.ID
    /// The title.
    public var title: String
    /// `@login`, with the display name when there is one.
    public var author: String
    /// Tag names.
    public var tags: [String]
    /// `12 likes · 3 stocks`.
    public var counts: String
    /// `2026-11-20`, in the user's time zone.
    public var date: String
    /// Whether the user opened it before (drawn dimmer).
    public var isRead: Bool
}
