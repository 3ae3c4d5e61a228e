import FoundationEssentials

/// Everything that can go wrong with a Qiita API call, each case with the facts a user needs.
public enum QiitaAPIError: Error, Sendable, Hashable {
    /// No complete response arrived; `host` is where the request went and `detail` is libcurl's text.
    case transport(TransportFailure, host: String, detail: String)
    /// HTTP 401: the access token is missing, wrong or revoked.
    case unauthorized(QiitaErrorBody?)
    /// HTTP 403: the token lacks a scope, or the resource is not the user's to see.
    case forbidden(QiitaErrorBody?)
    /// HTTP 404: the item, user or tag does not exist.
    case notFound(QiitaErrorBody?)
    /// HTTP 429, or 403 with `Rate-Remaining: 0` (how Qiita answers a used-up limit); `resetsAt` is
    /// when requests are allowed again (`Rate-Reset`), if known.
    case rateLimited(resetsAt: Date?, body: QiitaErrorBody?)
    /// HTTP 5xx: the server failed.
    case server(status: Int, body: QiitaErrorBody?)
    /// Any other unsuccessful HTTP status.
    case http(status: Int, body: QiitaErrorBody?)
    /// The response was not the JSON the endpoint promises; `endpoint` is e.g. `GET /items`.
    case decoding(endpoint: String, detail: String)
    /// The endpoint needs an access token and none is configured.
    case tokenRequired(endpoint: String)
    /// The token would travel in clear text to a host that is not on this machine, so it was not sent.
    case insecureTokenTransport(host: String)
    /// A POST, PATCH, PUT or DELETE was answered with a redirect (`status`), and so was not sent
    /// again; `method` is its name (`POST`), `location` the `Location` the server gave, as sent: untrusted text.
    case redirectedWrite(method: String, status: Int, location: String)

    /// Whether the error only reports that the caller cancelled, which a UI shows no message for.
    public var isCancellation: Bool {
        if case .transport(.cancelled, _, _) = self { return true }
        return false
    }

    /// Qiita's own error document, when the server sent one.
    public var body: QiitaErrorBody? {
        switch self {
        case .unauthorized(let body), .forbidden(let body), .notFound(let body): body
        case .rateLimited(_, let body), .server(_, let body), .http(_, let body): body
        case .transport, .decoding, .tokenRequired, .insecureTokenTransport, .redirectedWrite: nil
        }
    }
}
