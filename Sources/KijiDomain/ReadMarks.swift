/// Remembers which items the user has opened.
public protocol ReadMarks: Sendable {
    /// Whether the item was opened before (or marked read).
    func isRead(_ id: Item.ID) -> Bool
    /// Marks an item as read or unread.
    func setRead(_ read: Bool, _ id: Item.ID)
}

extension ReadMarks {
    /// Marks an item as opened.
    public func markRead(_ id: Item.ID) { setRead(true, id) }
}
