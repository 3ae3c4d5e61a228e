import FoundationEssentials

/// What fetching a feed brought: a new copy with its validator, or word that the kept one stands.
public enum FeedDownload: Sendable, Hashable {
    /// HTTP 304: the copy whose ETag was sent in `If-None-Match` is still current.
    case notModified
    /// HTTP 200: the feed's bytes and its `ETag` (weak ones keep their `W/`), when it sent one.
    case fresh(body: Data, etag: String?)
}
