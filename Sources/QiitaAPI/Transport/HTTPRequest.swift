import FoundationEssentials

/// One HTTP exchange to perform: an absolute URL, a method, header fields and an optional body.
public struct HTTPRequest: Sendable, Hashable {
    /// The request method.
    public var method: HTTPMethod
    /// The absolute URL, query string included.
    public var url: URL
    /// Header fields in the order they are sent.
    public var headers: [HTTPHeader]
    /// The request body, sent as is.
    public var body: Data?
    /// The largest response body accepted for this request, in bytes; nil for the transport's own
    /// ``TransportConfiguration/maxResponseBytes``. A larger body aborts the transfer.
    public var maxResponseBytes: Int?

    /// Creates a request.
    public init(method: HTTPMethod, url: URL, headers: [HTTPHeader] = [], body: Data? = nil, maxResponseBytes: Int? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.maxResponseBytes = maxResponseBytes
    }
}

/// One header field: a name and a value.
public struct HTTPHeader: Sendable, Hashable {
    /// The field name, compared without regard to case.
    public var name: String
    /// The field value.
    public var value: String

    /// Creates a header field.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
