import FoundationEssentials

/// A complete HTTP response: status, header fields and the decoded body.
public struct HTTPResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The header fields of the final response, in the order received.
    public var headers: [HTTPHeader]
    /// The body after content decoding (gzip, deflate, br, zstd).
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: [HTTPHeader], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of the first header field with this name, compared without regard to case.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name.lowercased() == wanted }?.value
    }
}
