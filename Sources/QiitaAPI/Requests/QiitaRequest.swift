import FoundationEssentials

/// How an endpoint uses the access token.
public enum TokenUse: Sendable, Hashable {
    /// The token is sent when there is one (it raises the rate limit), and the call works without.
    case optional
    /// The call fails without a token.
    case required
}

/// A typed description of one Qiita API call, in the spirit of APIKit's `Request`.
///
/// A request says what to send (method, path below the base URL, query, body, token use) and how
/// to turn the response into its `Response`. ``QiitaClient`` does the rest: URL building, headers,
/// the token rules, retries, redirects and mapping failures to ``QiitaAPIError``.
public protocol QiitaRequest: Sendable {
    /// What a successful call produces.
    associatedtype Response: Sendable

    /// The HTTP method.
    var method: HTTPMethod { get }
    /// Path segments below the base URL, unencoded, e.g. `["users", "alice", "items"]`.
    var pathSegments: [String] { get }
    /// Query parameters, unencoded, in order.
    var query: [(name: String, value: String)] { get }
    /// A JSON body, for PUT and POST calls that take one.
    var jsonBody: Data? { get }
    /// Whether the call needs the access token.
    var tokenUse: TokenUse { get }

    /// Whether a response with this status carries a result rather than an error.
    func accepts(status: Int) -> Bool
    /// Turns an accepted response into the result.
    func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> Response
}

extension QiitaRequest {
    /// No query parameters.
    public var query: [(name: String, value: String)] { [] }
    /// No body.
    public var jsonBody: Data? { nil }
    /// The token is sent when there is one.
    public var tokenUse: TokenUse { .optional }
    /// Any 2xx status.
    public func accepts(status: Int) -> Bool { (200..<300).contains(status) }

    /// The name of the endpoint for messages, e.g. `GET /users/alice/items`.
    public var endpoint: String {
        "\(method.rawValue) /" + pathSegments.joined(separator: "/")
    }

    /// Decodes a JSON body as `T`, naming this endpoint when it is not that JSON.
    func decodeJSON<T: Decodable>(_ type: T.Type, from response: HTTPResponse) throws(QiitaAPIError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: response.body)
        } catch {
            let shape = T.self is any Collection.Type ? "a JSON array" : "a JSON object"
            throw .decoding(endpoint: endpoint, detail: Self.describe(error, expected: shape, response: response))
        }
    }

    /// Decodes a JSON array of `T` leniently into a page with the paging and rate-limit facts.
    func decodePage<T: Decodable & Sendable>(of type: T.Type, from response: HTTPResponse) throws(QiitaAPIError) -> QiitaPage<T> {
        let elements = try decodeJSON([Lenient<T>].self, from: response)
        let readable = elements.compactMap(\.value)
        return QiitaPage(
            elements: readable, skippedCount: elements.count - readable.count,
            links: PageLinks(headersOf: response), rateLimit: RateLimit(headersOf: response))
    }

    private static func describe(_ error: any Error, expected shape: String, response: HTTPResponse) -> String {
        let contentType = response.header("Content-Type") ?? "no content type"
        switch error {
        case DecodingError.typeMismatch, DecodingError.keyNotFound, DecodingError.valueNotFound:
            return "expected \(shape) (\(contentType), \(response.body.count) bytes)"
        case DecodingError.dataCorrupted:
            return "not valid JSON (\(contentType), \(response.body.count) bytes)"
        default:
            return "unreadable (\(contentType), \(response.body.count) bytes)"
        }
    }
}
