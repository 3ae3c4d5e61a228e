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

/// Everything the Timeline view shows; the rows are asked for as they are drawn.
public struct TimelineViewState: Sendable, Hashable {
    /// How many rows there are.
    public var rowCount = 0
    /// Whether entries are being read.
    public var isLoading = false
    /// What the screen says when the timeline is empty and nothing failed.
    public var emptyText = "Nothing to show: follow tags or users (f), or list them under [timeline] in config.toml."
    /// Why the timeline could not be read, shown where it would be; nil when nothing failed.
    public var loadFailure: String?
    /// The status line message.
    public var message = ""
    /// Whether the message is an error.
    public var messageIsError = false
    /// Technical detail of the last error.
    public var errorDetail = ""
    /// The facts on the right of the status bar: requests left, entries merged.
    public var facts: [String] = []
}
