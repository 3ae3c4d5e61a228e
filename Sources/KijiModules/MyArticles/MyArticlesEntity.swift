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

/// Everything the MyArticles view shows; the rows are asked for as they are drawn.
public struct MyArticlesViewState: Sendable, Hashable {
    /// How many rows there are.
    public var rowCount = 0
    /// Whether the list is loading.
    public var isLoading = false
    /// What the screen says when the list is empty and nothing failed.
    public var emptyText = "You have written no articles yet."
    /// Why the list could not be loaded, shown where it would be; nil when nothing failed.
    public var loadFailure: String?
    /// The status line message.
    public var message = ""
    /// Whether the message is an error.
    public var messageIsError = false
    /// Technical detail of the last error.
    public var errorDetail = ""
    /// How many articles the list has.
    public var countFact = ""
    /// The row to select after the rows changed (a refresh keeps the same one selected).
    public var selectionRequest: Int?
}
