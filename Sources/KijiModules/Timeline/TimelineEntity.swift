import KijiDomain

/// One row of the timeline, ready to lay out: the title, who, why it is there, and when.
public struct TimelineRow: Sendable, Hashable {
    /// The item id.
    public var id: Item.ID
    /// The title.
    public var title: String
    /// `@login`.
    public var author: String
    /// Why it is there: `#swift @alice`.
    public var reasons: String
    /// `2026-11-20`, in the user's time zone; empty when unknown.
    public var date: String
}
