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

/// Everything the Trend view shows.
///
/// The rows themselves are not in it: the view asks the presenter for each row it draws.
public struct TrendViewState: Sendable, Hashable {
    /// How many rows there are.
    public var rowCount = 0
    /// Whether the feed is loading.
    public var isLoading = false
    /// What the screen says when the feed is empty and nothing failed.
    public var emptyText = "The trend has no entries."
    /// Why the feed could not be loaded, shown where it would be; nil when nothing failed.
    public var loadFailure: String?
    /// The status line message.
    public var message = ""
    /// Whether the message is an error.
    public var messageIsError = false
    /// Technical detail of the last error.
    public var errorDetail = ""
    /// How many entries the feed has.
    public var countFact = ""
    /// The row to select after the rows changed (a refresh keeps the same one selected).
    public var selectionRequest: Int?
}
