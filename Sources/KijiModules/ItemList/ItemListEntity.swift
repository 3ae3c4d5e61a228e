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

/// What the row below the last one says.
public enum ItemListFooter: Sendable, Hashable {
    /// Nothing: more pages may follow, none is loading.
    case idle
    /// A page is loading.
    case loading
    /// A page failed; the message says what happened, and `r` retries.
    case failed(String)
    /// The list is complete; the text says why nothing follows (`Nothing older: …`).
    case end(String)
}

/// Everything an item list view shows.
///
/// The rows themselves are not in it: the view asks the presenter for each row it draws (see
/// ``ItemListPresenterInterface/row(at:)``), so a list of 10,000 items keeps no 10,000 row view models.
public struct ItemListViewState: Sendable, Hashable {
    /// How many rows there are.
    public var rowCount = 0
    /// The row after the last.
    public var footer: ItemListFooter = .idle
    /// The status line message.
    public var message: String = ""
    /// Whether the message is an error.
    public var messageIsError = false
    /// Technical detail of the last error.
    public var errorDetail = ""
    /// `20/1000`: rows loaded and the total, when known.
    public var countFact = ""
    /// `API 57/60`: the rate limit left, when known.
    public var rateLimitFact = ""
    /// `Following #swift` on a tag's or a user's list once known; empty otherwise.
    public var followFact = ""
    /// The row to select after the rows changed (refresh keeps the same item selected).
    public var selectionRequest: Int?
}
