import FoundationEssentials

/// An item's comments as read from the cache, and when they were fetched.
public struct CachedComments: Sendable, Hashable {
    /// The comments, oldest first.
    public var comments: [Comment]
    /// When they came from the network.
    public var fetchedAt: Date

    /// Creates cached comments.
    public init(comments: [Comment], fetchedAt: Date) {
        self.comments = comments
        self.fetchedAt = fetchedAt
    }
}
