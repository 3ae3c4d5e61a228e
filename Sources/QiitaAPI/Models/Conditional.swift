import FoundationEssentials

/// What a conditional GET (`If-None-Match` with a kept copy's ETag) brought: word that the kept
/// copy stands, or a new one with its validator.
public enum Conditional<Value: Sendable>: Sendable {
    /// HTTP 304: the copy whose ETag was sent in `If-None-Match` is still current.
    case notModified
    /// HTTP 200: the new value and its `ETag` (weak ones keep their `W/`), when the server sent one.
    case fresh(Value, etag: String?)
}

extension Conditional: Equatable where Value: Equatable {}
extension Conditional: Hashable where Value: Hashable {}

/// What fetching a feed brought: its bytes, or word that the kept copy stands.
public typealias FeedDownload = Conditional<Data>
