/// The error document Qiita sends with a failed request: `{"message": …, "type": …}`.
public struct QiitaErrorBody: Sendable, Hashable, Decodable {
    /// A human-readable message, in English.
    public var message: String
    /// A machine-readable kind such as `not_found` or `unauthorized`.
    public var type: String

    /// Creates an error body.
    public init(message: String, type: String) {
        self.message = message
        self.type = type
    }
}
