/// An HTTP request method used by the Qiita API.
public enum HTTPMethod: String, Sendable, Hashable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"

    /// Whether repeating the request has no further effect, so that it may be retried automatically.
    ///
    /// Only GET is retried by this framework. POST and PATCH are not idempotent: a retried comment
    /// is posted twice. PUT and DELETE are idempotent in theory, but a stock toggled twice by a retry
    /// after a lost response surprises the user, so they are never retried either.
    public var isSafeToRetry: Bool { self == .get }
}
