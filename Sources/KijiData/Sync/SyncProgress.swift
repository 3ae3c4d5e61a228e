import FoundationEssentials

/// How far a run of `kiji sync` has come, as it reports after each page and each item.
public struct SyncProgress: Sendable, Equatable {
    /// What the run is doing.
    public enum Phase: Sendable, Equatable {
        /// Reading the lists' pages to learn which items to keep.
        case listing
        /// Fetching each item's comments and images.
        case fetching
    }

    /// What the run is doing.
    public var phase: Phase
    /// Items whose comments and images are done.
    public var itemsDone: Int
    /// Items the run keeps (while listing: found so far).
    public var itemsTotal: Int
    /// Images kept, already or by this run.
    public var imagesDone: Int
    /// Bytes received by this run: list pages and comments as items, and images.
    public var bytes: Int
    /// API requests left in the hour, as the last answer said; nil before the first.
    public var requestsLeft: Int?
    /// Seconds the rest should take at the pace so far; nil until there is a pace.
    public var secondsLeft: Double?

    /// A report of your own.
    public init(
        phase: Phase, itemsDone: Int = 0, itemsTotal: Int = 0, imagesDone: Int = 0, bytes: Int = 0,
        requestsLeft: Int? = nil, secondsLeft: Double? = nil
    ) {
        self.phase = phase
        self.itemsDone = itemsDone
        self.itemsTotal = itemsTotal
        self.imagesDone = imagesDone
        self.bytes = bytes
        self.requestsLeft = requestsLeft
        self.secondsLeft = secondsLeft
    }

    /// The share done, 0 to 1: listing counts as nothing done.
    public var fraction: Double {
        guard phase == .fetching, itemsTotal > 0 else { return 0 }
        return min(1, Double(itemsDone) / Double(itemsTotal))
    }
}
