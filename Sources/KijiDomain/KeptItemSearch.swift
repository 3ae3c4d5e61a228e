/// The search of what the cache keeps: the kept items that hold some words, found offline.
///
/// KijiData implements it over the cache's full-text index; it never touches the network.
public protocol KeptItemSearch: Sendable {
    /// The kept items that hold every word of `query`, best first, at most `limit`; none when the
    /// query has no word.
    func search(_ query: String, limit: Int) async throws(LoadError) -> [SearchMatch]
}
