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

    /// Whether a redirect answering the request may be followed: only GET's. A POST, PATCH, PUT or
    /// DELETE answered with 3xx is never sent again, to another host or the same one.
    public var followsRedirects: Bool { self == .get }
}
