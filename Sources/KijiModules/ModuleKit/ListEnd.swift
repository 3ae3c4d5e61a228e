import FoundationEssentials

/// Why a list has no more items to show: what the row after its last item says.
public enum ListEnd: Sendable, Hashable {
    /// Nothing older exists; the oldest item shown was created then (nil when unknown).
    case nothingOlder(oldest: Date?)
    /// The rate limit stopped the walk; requests are allowed again then (nil when unknown).
    case rateLimited(resetsAt: Date?)
    /// Qiita serves no further (page 100), and the list cannot be continued by date: a user's stocks
    /// are ordered by when they were stocked, which no search reaches.
    case pageLimit(shown: Int)
}
