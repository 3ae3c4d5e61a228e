import KijiDomain

/// One row of the Comments list, ready to draw.
public struct CommentsRow: Sendable, Hashable {
    /// The item's id.
    public var id: Item.ID
    /// The title.
    public var title: String
    /// `@login`, with the display name when there is one.
    public var author: String
    /// `2026-11-20`, in the user's time zone.
    public var date: String
    /// Whether the user opened it before (drawn dimmer).
    public var isRead: Bool
}

/// What the row below the last one of the Comments list says.
public enum CommentsFooter: Sendable, Hashable {
    /// Nothing: more pages may follow, none is loading.
    case idle
    /// A page is loading.
    case loading
    /// A page failed; the message says what happened, and `r` retries.
    case failed(String)
    /// The list is complete.
    case end
}

/// Everything the Comments view shows.
///
/// The rows themselves are not in it: the view asks the presenter for each row it draws, so a
/// long list keeps no row view models.
public struct CommentsViewState: Sendable, Hashable {
    /// How many rows there are.
    public var rowCount = 0
    /// The row after the last.
    public var footer: CommentsFooter = .idle
    /// The status line message.
    public var message = ""
    /// Whether the message is an error.
    public var messageIsError = false
    /// Technical detail of the last error.
    public var errorDetail = ""
    /// `20/1000`: rows loaded and the total, when known.
    public var countFact = ""
    /// The row to select after the rows changed (refresh keeps the same item selected).
    public var selectionRequest: Int?
}
