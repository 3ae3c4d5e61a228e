/// The site's Atom feeds (the trend, tag feeds), which cost no API request.
///
/// KijiData implements it over HTTP with the copy kept in the cache: a refresh sends the kept
/// copy's ETag in `If-None-Match`, and a 304 keeps it.
public protocol TrendRepository: Sendable {
    /// The copy kept from an earlier fetch; never touches the network.
    func cachedFeed(_ source: FeedSource) async -> FeedPage?
    /// The feed fetched now (or the kept copy, when the server says it is current).
    ///
    /// Throws ``LoadError/Kind/noFeed`` where the host publishes no such feed (a Qiita Team has no
    /// trend), and a ``LoadError/Kind/server`` error with one sentence when the answer is not a feed.
    func feed(_ source: FeedSource) async throws(LoadError) -> FeedPage
}
