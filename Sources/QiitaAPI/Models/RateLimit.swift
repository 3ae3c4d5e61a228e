import FoundationEssentials

/// The rate-limit facts Qiita reports with every response.
public struct RateLimit: Sendable, Hashable {
    /// Requests allowed per window (`Rate-Limit`): 1000 an hour with a token, 60 without.
    public var limit: Int
    /// Requests left in the window (`Rate-Remaining`).
    public var remaining: Int
    /// When the window resets (`Rate-Reset`, UNIX seconds).
    public var resetsAt: Date

    /// Creates rate-limit facts.
    public init(limit: Int, remaining: Int, resetsAt: Date) {
        self.limit = limit
        self.remaining = remaining
        self.resetsAt = resetsAt
    }

    /// Reads `Rate-Limit`, `Rate-Remaining` and `Rate-Reset`; nil unless all three are numbers.
    public init?(headersOf response: HTTPResponse) {
        guard let limit = response.header("Rate-Limit").flatMap({ Int($0) }),
            let remaining = response.header("Rate-Remaining").flatMap({ Int($0) }),
            let reset = response.header("Rate-Reset").flatMap({ Double($0) })
        else { return nil }
        self.init(limit: limit, remaining: remaining, resetsAt: Date(timeIntervalSince1970: reset))
    }
}
