import FoundationEssentials

/// A file fetched with ``QiitaClient/download(from:accept:maxBytes:mayRedirect:)``: the final
/// response's status, its `Content-Type` and its body.
public struct FileDownload: Sendable, Hashable {
    /// The HTTP status of the final response (after the redirects that were followed).
    public var status: Int
    /// The `Content-Type` header, as sent; nil when there was none.
    public var contentType: String?
    /// The body after content decoding.
    public var body: Data

    /// Creates a download.
    public init(status: Int, contentType: String?, body: Data) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }
}
