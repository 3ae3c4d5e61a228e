/// What the search prompt searches: Qiita (`/`, `:`), or the items kept in the cache.
public enum SearchScope: Sendable, Hashable {
    /// Qiita's search, over the network.
    case qiita
    /// The kept items, found offline in the cache.
    case kept
}
