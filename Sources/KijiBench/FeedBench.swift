import Foundation
import KijiData
import KijiDomain
import QiitaAPI
import QiitaFeed
import QiitaStub

// MARK: - The trend's feed, as a warm start reads it

/// Parsing the stub's 30-entry trend feed (the XML, then each entry's excerpt), and reading the
/// trend's kept copy from a just-opened cache as the first frame of `kiji trend` waits for it.
@MainActor
func benchTrendFeed() async {
    do {
        let server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 1_000)))
        defer { server.stop() }
        let addresses = FeedAddresses(baseURL: server.baseURL, trendOverride: nil, keptAs: "bench")
        guard let url = addresses.url(of: .trend), let key = addresses.cacheKey(of: .trend) else {
            return report("AtomFeedParser.parse of the trend feed", iterations: 0, ns: .nan, note: "no feed address")
        }
        let transport = CurlTransport(configuration: .standard(userAgent: "kiji-bench"))
        let body = try await transport.send(HTTPRequest(method: .get, url: url)).body
        let parser = AtomFeedParser()
        var entries = 0
        let parse = measure(iterations: 50) {
            entries = (try? parser.parse(Array(body), from: url))?.entries.count ?? 0
            sink &+= entries
        }
        report(
            "AtomFeedParser.parse of the trend feed", iterations: 50, ns: parse,
            extra: ["bytes": Double(body.count), "entries": Double(entries)], note: "\(body.count / 1024) KiB, \(entries) entries")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiji-bench-feed-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/cache.sqlite"
        try CacheStore(path: path, origin: "qiita.com").saveFeed(String(decoding: body, as: UTF8.self), etag: "W/\"bench\"", url: key)
        var kept = Double.infinity
        for _ in 0..<3 {
            let start = now()
            for _ in 0..<20 {
                let repository = HTTPTrendRepository(client: nil, store: try? CacheStore(path: path, origin: "qiita.com"), addresses: addresses)
                sink &+= await repository.cachedFeed(.trend)?.entries.count ?? 0
            }
            kept = min(kept, Double(now() - start) / 20)
        }
        report("HTTPTrendRepository.cachedFeed: open the cache and read the kept trend", iterations: 20, ns: kept)
    } catch {
        report("AtomFeedParser.parse of the trend feed", iterations: 0, ns: .nan, note: "failed: \(error)")
    }
}
