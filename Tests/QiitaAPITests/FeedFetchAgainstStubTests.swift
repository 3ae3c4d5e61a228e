import Foundation
import QiitaAPI
import QiitaStub
import Testing

/// Fetching the site's Atom feeds over libcurl from the stub: outside the API, with ETags.
@Suite("Feeds fetched from the stub")
struct FeedFetchAgainstStubTests {
    private func popular(_ stub: StubHarness) -> URL { stub.server.origin.appendingPathComponent("popular-items/feed") }

    @Test func popularFeed_comesWithAWeakETagAndThirtyEntries() async throws {
        let stub = try StubHarness()
        guard case .fresh(let body, let etag) = try await stub.client.fetchFeed(at: popular(stub)) else {
            Issue.record("expected a fresh feed")
            return
        }
        #expect(etag?.hasPrefix("W/\"") == true)
        let text = String(decoding: body, as: UTF8.self)
        #expect(text.components(separatedBy: "<entry>").count - 1 == 30)
        #expect(text.contains("tag:qiita.com,2005:PublicArticle/"))
        #expect(text.contains("?utm_campaign=popular_items&amp;utm_medium=feed&amp;utm_source=popular_items"))
    }

    @Test func refreshWithTheETag_is304NotModified() async throws {
        let stub = try StubHarness()
        guard case .fresh(_, let etag?) = try await stub.client.fetchFeed(at: popular(stub)) else {
            Issue.record("expected a fresh feed with an ETag")
            return
        }
        #expect(try await stub.client.fetchFeed(at: popular(stub), ifNoneMatch: etag) == .notModified)
        #expect(stub.requests(endingWith: "/popular-items/feed").last?.header("If-None-Match") == etag)
    }

    @Test func refreshWithAnOldETag_isTheNewFeed() async throws {
        let stub = try StubHarness()
        let download = try await stub.client.fetchFeed(at: popular(stub), ifNoneMatch: "W/\"0123\"")
        guard case .fresh(let body, _) = download else {
            Issue.record("expected a fresh feed, got \(download)")
            return
        }
        #expect(!body.isEmpty)
    }

    @Test func feed_isNeitherAnAPIRequestNorCountedAgainstTheRateLimit() async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        _ = try await stub.client.fetchFeed(at: popular(stub))
        let request = try #require(stub.server.requests.last)
        #expect(request.path == "/popular-items/feed")
        #expect(request.header("Authorization") == nil)
        #expect(request.header("Accept")?.contains("application/atom+xml") == true)
        #expect(stub.client.rateLimit == nil)
    }

    @Test func tagFeed_ofAnUnknownTag_isNotFound() async throws {
        let stub = try StubHarness()
        let url = stub.server.origin.appendingPathComponent("tags/no-such-tag-anywhere/feed")
        let error = await expectAPIError { () async throws(QiitaAPIError) in try await stub.client.fetchFeed(at: url) }
        guard case .notFound = error else {
            Issue.record("expected notFound, got \(String(describing: error))")
            return
        }
    }

    @Test func everyRequest_isInTheStubsLogFile() async throws {
        let path = NSTemporaryDirectory() + "/kiji-stub-log-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 50), requestLogPath: path))
        defer { server.stop() }
        let client = QiitaClient(configuration: QiitaClientConfiguration(
            baseURL: server.baseURL, transport: .standard(userAgent: StubHarness.userAgent), retry: .never))
        _ = try await client.fetchFeed(at: server.origin.appendingPathComponent("popular-items/feed"))
        _ = try await client.send(ItemsRequest(page: PageQuery(page: 2, perPage: 5)))
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines == ["GET /popular-items/feed", "GET /api/v2/items?page=2&per_page=5"])
        #expect(server.requests.map(\.logLine) == lines.map(String.init))
    }
}
