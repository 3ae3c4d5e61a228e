/// A way for the stub to misbehave on purpose, for tests and benchmarks.
public enum StubFault: Sendable, Hashable, Codable {
    /// Answers with this status; with Qiita's `{message, type}` body when `errorBody` is true, and
    /// a `Retry-After` header when `retryAfter` is set.
    case status(Int, errorBody: Bool = true, retryAfter: Int? = nil)
    /// Answers 429 with `Rate-Remaining: 0` and `Rate-Reset` this many seconds ahead; with
    /// `Retry-After` when set.
    case rateLimited(resetIn: Int, retryAfter: Int? = nil)
    /// Answers 403 with `Rate-Remaining: 0` and `Rate-Reset` this many seconds ahead, as Qiita
    /// answers a client whose rate limit is used up.
    case rateLimitForbidden(resetIn: Int)
    /// Answers 200 with a body that is not valid JSON.
    case malformedJSON
    /// Sends the headers and half the body, then closes the connection.
    case truncatedBody
    /// Answers 200 with an HTML page instead of JSON.
    case wrongContentType
    /// Answers 200 with a JSON body of this many bytes.
    case oversizeBody(bytes: Int)
    /// Answers 200 with one header line of this many bytes, longer than libcurl reads (100 KB).
    case oversizeHeader(bytes: Int)
    /// Waits this many seconds before answering.
    case delay(seconds: Double)
    /// Sends the body at this many bytes per second.
    case trickle(bytesPerSecond: Int)
    /// Sends part of a chunked body, then resets the connection.
    case resetMidBody
    /// Answers `status` (302 unless given; 301, 303, 307 and 308 too) with this `Location`.
    case redirect(location: String, status: Int = 302)
    /// Answers `status` with Qiita's `{message, type}` body holding `message` as both, as a server
    /// whose error text is hostile would.
    case errorMessage(Int, message: String)
    /// A feed only: answers a feed cut off halfway, so it is not well-formed XML.
    case feedMalformed
    /// A feed only: answers a well-formed feed with no entries.
    case feedWithoutEntries
    /// A feed only: the first entry has no link.
    case feedEntryWithoutLink
    /// A feed only: the first entry links to an article on another host.
    case feedLinkToOtherHost
    /// A feed only: entries repeated until the feed is at least this many bytes.
    case feedOversize(bytes: Int)
    /// Answers 200 with `Content-Type: image/png` and 4,096 bytes that are no image (for `/files/*`).
    case garbageBytes
    /// Answers 200 with a PNG whose header claims 100000×100000 pixels, a decompression bomb's (for `/files/*`).
    case hugeImageHeader

    /// Whether the request is refused without being carried out: an error status or a redirect,
    /// so that a failed POST posts nothing. Other faults spoil the answer to a request that was
    /// carried out, as when a connection drops after the server did the work.
    var refusesRequest: Bool {
        switch self {
        case .status, .rateLimited, .rateLimitForbidden, .redirect, .errorMessage: true
        case .malformedJSON, .truncatedBody, .wrongContentType, .oversizeBody, .oversizeHeader, .delay, .trickle, .resetMidBody: false
        case .garbageBytes, .hugeImageHeader: false
        case .feedMalformed, .feedWithoutEntries, .feedEntryWithoutLink, .feedLinkToOtherHost, .feedOversize: false
        }
    }
}

/// Which requests a fault applies to, and how many times.
public struct StubFaultRule: Sendable, Hashable, Codable {
    /// The method to match, or nil for any.
    public var method: String?
    /// The path below `/api/v2` to match, segment by segment, or a feed's or a file's own path
    /// (`/popular-items/feed`, `/tags/*/feed`, `/files/*`); `*` matches one segment and a pattern of just `*`
    /// matches every path. Example: `/users/*/items`.
    public var path: String
    /// What happens.
    public var fault: StubFault
    /// How many more requests it applies to; nil for all of them.
    public var remaining: Int?

    /// Creates a rule.
    public init(method: String? = nil, path: String, fault: StubFault, times remaining: Int? = nil) {
        self.method = method
        self.path = path
        self.fault = fault
        self.remaining = remaining
    }

    /// Whether the rule applies to this method and path (below `/api/v2`).
    func matches(method: String, path: String) -> Bool {
        if let wanted = self.method, wanted.uppercased() != method.uppercased() { return false }
        if self.path == "*" { return true }
        let pattern = self.path.split(separator: "/")
        let actual = path.split(separator: "/")
        guard pattern.count == actual.count else { return false }
        return zip(pattern, actual).allSatisfy { $0 == "*" || $0 == $1 }
    }
}
