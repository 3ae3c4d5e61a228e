import FoundationEssentials
import KijiDomain
import Localization
import QiitaAPI
import QiitaFeed

/// The ``TrendRepository`` kiji runs on: the site's Atom feeds over HTTP, outside the API and its
/// rate limit, each kept in the cache with its ETag (filed under ``FeedAddresses/cacheKey(of:)``).
///
/// A fetch sends the kept copy's ETag in `If-None-Match`; a 304 keeps that copy. A feed that cannot
/// be read (not XML, a web page, too large) leaves the kept copy as it was and says so in one
/// sentence. With no client (`--offline`) every fetch fails with ``LoadError/Kind/offline`` and the
/// kept copy is all there is.
public struct HTTPTrendRepository: TrendRepository {
    private let client: QiitaClient?
    private let store: CacheStore?
    private let addresses: FeedAddresses
    private let parser: AtomFeedParser
    private let readAhead: FeedReadAhead?

    /// Creates the repository; pass no client to stay offline, no store to keep nothing. With
    /// `readingAhead`, that feed's kept copy starts being read at once, on another thread, and the
    /// first ``cachedFeed(_:)`` for it gets that read: the trend as the first screen then does not
    /// wait for it after setting up the terminal.
    public init(
        client: QiitaClient?, store: CacheStore?, addresses: FeedAddresses, parser: AtomFeedParser = AtomFeedParser(),
        readingAhead first: FeedSource? = nil
    ) {
        self.client = client
        self.store = store
        self.addresses = addresses
        self.parser = parser
        guard let first else {
            readAhead = nil
            return
        }
        let reader = HTTPTrendRepository(client: client, store: store, addresses: addresses, parser: parser, readingAhead: nil)
        readAhead = FeedReadAhead(source: first) { await reader.cachedFeed(first) }
    }

    public func cachedFeed(_ source: FeedSource) async -> FeedPage? {
        if let read = readAhead?.take(source) { return await read.value }
        guard let url = addresses.url(of: source), let key = addresses.cacheKey(of: source), let kept = try? store?.feed(url: key)
        else { return nil }
        return try? page(from: kept.body, url: url, fetchedAt: kept.fetchedAt, origin: .cache)
    }

    public func feed(_ source: FeedSource) async throws(LoadError) -> FeedPage {
        guard let url = addresses.url(of: source) else {
            throw LoadError(kind: .noFeed, message: tr("The feed's address could not be made from the base URL; set trend_feed_url."))
        }
        guard let client else { throw Self.offline }
        let key = addresses.cacheKey(of: source) ?? url.absoluteString
        let kept = try? store?.feed(url: key)
        let download: FeedDownload
        do {
            download = try await client.fetchFeed(at: url, ifNoneMatch: kept?.etag)
        } catch .notFound(_) {
            throw Self.noFeed(source, url: url)
        } catch {
            throw LoadError(error)
        }
        switch download {
        case .notModified:
            guard let kept else {
                throw LoadError(kind: .server, message: tr("The feed answered 304 Not Modified for a copy kiji does not have."))
            }
            let now = Date()
            try? store?.confirmFeed(url: key, at: now)
            return try page(from: kept.body, url: url, fetchedAt: now, origin: .notModified)
        case .fresh(let body, let etag):
            let now = Date()
            let text = String(decoding: body, as: UTF8.self)
            let fresh = try page(from: body, url: url, fetchedAt: now, origin: .fresh)
            try? store?.saveFeed(text, etag: etag, url: key, fetchedAt: now)
            return fresh
        }
    }

    private func page(from text: String, url: URL, fetchedAt: Date, origin: FeedPage.Origin) throws(LoadError) -> FeedPage {
        try page(from: Data(text.utf8), url: url, fetchedAt: fetchedAt, origin: origin)
    }

    private func page(from body: Data, url: URL, fetchedAt: Date, origin: FeedPage.Origin) throws(LoadError) -> FeedPage {
        let feed: AtomFeed
        do {
            feed = try parser.parse(Array(body), from: url)
        } catch {
            throw LoadError(kind: .server, message: FeedErrorSentence.of(error), detail: "\(url.absoluteString): \(error)")
        }
        return FeedPage(
            entries: feed.entries.map(TrendEntry.init), updatedAt: feed.updated, fetchedAt: fetchedAt, origin: origin,
            skippedCount: feed.skipped.count, notice: Self.notice(for: feed, host: url.host ?? ""))
    }

    /// One sentence about entries left out, or about a feed with none; nil when all is well.
    static func notice(for feed: AtomFeed, host: String) -> String? {
        let skipped = feed.skipped.count
        if skipped > 0 {
            return trn(
                "{count} entry was left out: no link to an article on {host}.",
                "{count} entries were left out: no link to an article on {host}.", count: skipped, ["host": host])
        }
        return feed.entries.isEmpty ? tr("The feed has no entries.") : nil
    }

    private static func noFeed(_ source: FeedSource, url: URL) -> LoadError {
        let host = url.host ?? url.absoluteString
        return switch source {
        case .trend: LoadError(kind: .noFeed, message: tr("{host} publishes no trend feed; set trend_feed_url if it has one elsewhere.", ["host": host]))
        case .tag(let tag): LoadError(kind: .noFeed, message: tr("{host} publishes no feed for the tag {tag}.", ["host": host, "tag": tag.name]))
        }
    }

    private static var offline: LoadError {
        LoadError(kind: .offline, message: tr("kiji is offline (--offline), and this feed is not in the cache."))
    }
}

extension TrendEntry {
    /// The entry for a feed entry, its address without `utm_*` parameters.
    init(_ entry: FeedEntry) {
        self.init(
            id: Item.ID(entry.itemID), author: User.ID(entry.userID), authorName: entry.authorName, title: entry.title,
            url: TrackingParameters.withoutTrackingParameters(entry.link), publishedAt: entry.published,
            updatedAt: entry.updated, excerpt: entry.excerpt, firstLine: entry.firstLine)
    }
}
