/// Remembers which items the user has opened.
public protocol ReadMarks: Sendable {
    /// Whether the item was opened before.
    func isRead(_ id: Item.ID) -> Bool
    /// Marks an item as opened.
    func markRead(_ id: Item.ID)
}
