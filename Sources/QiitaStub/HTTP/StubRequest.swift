/// One HTTP request as the stub received it.
public struct StubRequest: Sendable, Hashable, Codable {
    /// The method, e.g. `GET`.
    public var method: String
    /// The path without the query, percent-decoded, e.g. `/api/v2/items`.
    public var path: String
    /// Query parameters, percent-decoded, in order.
    public var query: [QueryParameter]
    /// Header fields in the order received; names as sent.
    public var headers: [HeaderField]
    /// The body bytes.
    public var body: [UInt8]
    /// When the request arrived, in seconds since 1970.
    public var receivedAt: Double
    /// Which of the server's connections carried it: 1 for the first accepted, and so on; nil for
    /// a request made by hand.
    public var connection: Int?

    /// The value of the first header with this name, compared without regard to case.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name.lowercased() == wanted }?.value
    }

    /// The value of the first query parameter with this name.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }
}

/// A query parameter: name and value.
public struct QueryParameter: Sendable, Hashable, Codable {
    /// The name.
    public var name: String
    /// The value.
    public var value: String
}

/// A header field: name and value.
public struct HeaderField: Sendable, Hashable, Codable {
    /// The name.
    public var name: String
    /// The value.
    public var value: String

    /// Creates a header field.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
