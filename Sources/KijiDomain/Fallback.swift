import FoundationEssentials

/// A kept copy shown in place of a fresh answer: when it was fetched, and why no fresh one came.
///
/// The cause is what a screen says: "offline" only when the network could not be reached, the
/// server's failure or the rate limit otherwise, so a malformed answer is never taken for offline.
public struct Fallback: Sendable, Hashable {
    /// When the kept copy was fetched.
    public var fetchedAt: Date
    /// Why the fresh answer did not come.
    public var cause: LoadError

    /// Creates the fallback to the copy fetched at `fetchedAt`, because of `cause`.
    public init(fetchedAt: Date, cause: LoadError) {
        self.fetchedAt = fetchedAt
        self.cause = cause
    }

    /// Whether the cause is only that the network could not be reached, or that kiji runs offline.
    public var isOffline: Bool { cause.isOffline }
}
