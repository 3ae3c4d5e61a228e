import FoundationEssentials

/// How many API requests are left, as the last response said.
public struct RateLimitStatus: Sendable, Hashable {
    /// Requests left in the window.
    public var remaining: Int
    /// Requests allowed per window.
    public var limit: Int
    /// When the window resets.
    public var resetsAt: Date

    /// Creates a status.
    public init(remaining: Int, limit: Int, resetsAt: Date) {
        self.remaining = remaining
        self.limit = limit
        self.resetsAt = resetsAt
    }
}
