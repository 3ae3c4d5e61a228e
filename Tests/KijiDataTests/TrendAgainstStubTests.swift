import Foundation
import KijiData
import KijiDomain
import QiitaAPI
import QiitaStub
import Testing

/// The trend over libcurl from the stub, kept in a real SQLite cache: ETags, 304, offline, faults.
@Suite("HTTPTrendRepository against the stub")
struct TrendAgainstStubTests {
    final class Harness: Sendable {
        let server: QiitaStubServer
        let folder: TemporaryFolder
        let store: CacheStore
        let client: QiitaClient

        init() throws {
            server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 400)))
            folder = try TemporaryFolder()
            store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
            client = QiitaClient(configuration: QiitaClientConfiguration(
                baseURL: server.baseURL, transport: .standard(userAgent: "kiji/test"), retry: .never))
        }

        deinit { server.stop() }

        func repository(online: Bool = true, trendOverride: URL? = nil) -> HTTPTrendRepository {
            HTTPTrendRepository(
                client: online ? client : nil, store: store,
                addresses: FeedAddresses(baseURL: server.baseURL, trendOverride: trendOverride))
        }

        var feedRequests: [StubRequest] { server.requests.filter { $0.path.hasSuffix("/feed") } }
    }

    @Test func trend_listsThirtyEntriesWithoutAnyAPIRequest() async throws {
        let harness = try Harness()
        let page = try await harness.repository().feed(.trend)
        #expect(page.entries.count == 30)
        #expect(page.origin == .fresh)
        #expect(page.notice == nil && page.skippedCount == 0)
        #expect(harness.server.requests.map(\.path) == ["/popular-items/feed"])
        let first = try #require(page.entries.first)
        let slot = try #require(harness.server.corpus.itemIndex(id: first.id.rawValue))
        let item = harness.server.corpus.item(at: slot, withBody: false)
        #expect(first.title == item.title)
        #expect(first.author.rawValue == harness.server.corpus.users[item.authorIndex].id)
        #expect(first.publishedAt != nil && !first.firstLine.isEmpty)
        #expect(page.entries.allSatisfy { !$0.url.contains("utm_") && $0.url.hasSuffix("/items/\($0.id.rawValue)") })
    }

    @Test func refresh_sendsIfNoneMatch_and304KeepsTheList() async throws {
        let harness = try Harness()
        let repository = harness.repository()
        let first = try await repository.feed(.trend)
        let second = try await repository.feed(.trend)
        #expect(second.origin == .notModified)
        #expect(second.entries == first.entries)
        let requests = harness.feedRequests
        #expect(requests.count == 2)
        #expect(requests[0].header("If-None-Match") == nil)
        #expect(requests[1].header("If-None-Match")?.hasPrefix("W/\"") == true)
        #expect(harness.server.requests.allSatisfy { !$0.path.hasPrefix("/api/v2") })
    }

    @Test func offline_theKeptCopyStandsIn() async throws {
        let harness = try Harness()
        let fetched = try await harness.repository().feed(.trend)
        let offline = harness.repository(online: false)
        let kept = try #require(await offline.cachedFeed(.trend))
        #expect(kept.entries == fetched.entries)
        #expect(kept.origin == .cache)
        let error = await #expect(throws: LoadError.self) { try await offline.feed(.trend) }
        #expect(error?.kind == .offline)
    }

    @Test func keptCopyReadAhead_servesTheFirstAsking_andLaterOnesReadTheCacheAgain() async throws {
        let harness = try Harness()
        let fetched = try await harness.repository().feed(.trend)
        let reading = HTTPTrendRepository(
            client: nil, store: harness.store, addresses: FeedAddresses(baseURL: harness.server.baseURL), readingAhead: .trend)
        let early = try #require(await reading.cachedFeed(.trend))
        #expect(early.entries == fetched.entries)
        let url = try #require(FeedAddresses(baseURL: harness.server.baseURL).cacheKey(of: .trend))
        let kept = try #require(try harness.store.feed(url: url))
        let firstEntry = try #require(kept.body.range(of: "<entry>")).lowerBound..<(try #require(kept.body.range(of: "</entry>")).upperBound)
        var fewer = kept.body
        fewer.removeSubrange(firstEntry)
        try harness.store.saveFeed(fewer, etag: kept.etag, url: url)
        let later = try #require(await reading.cachedFeed(.trend))
        #expect(later.entries.count == fetched.entries.count - 1)
        #expect(await reading.cachedFeed(.tag(KijiDomain.Tag("go"))) == nil)
    }

    @Test func demoStubsOnNewPorts_shareTheKeptTrend() async throws {
        let harness = try Harness()
        let filed = HTTPTrendRepository(
            client: harness.client, store: harness.store, addresses: FeedAddresses(baseURL: harness.server.baseURL, keptAs: "demo-1-400"))
        let fetched = try await filed.feed(.trend)
        let nextStart = HTTPTrendRepository(
            client: nil, store: harness.store,
            addresses: FeedAddresses(baseURL: URL(string: "http://127.0.0.1:9/api/v2")!, keptAs: "demo-1-400"))
        let kept = try #require(await nextStart.cachedFeed(.trend))
        #expect(kept.entries == fetched.entries)
    }

    @Test func nothingKept_hasNoCachedCopy() async throws {
        let harness = try Harness()
        #expect(await harness.repository().cachedFeed(.trend) == nil)
        #expect(harness.server.requests.isEmpty)
    }

    @Test func tagFeed_isTheTagsNewestItems() async throws {
        let harness = try Harness()
        let tag = try #require(harness.server.corpus.item(at: 0, withBody: false).tags.first)
        let page = try await harness.repository().feed(.tag(Tag(tag)))
        let newest = harness.server.corpus.itemIndices(taggedWith: tag).prefix(20)
            .map { harness.server.corpus.item(at: $0, withBody: false).id }
        #expect(page.entries.map(\.id.rawValue) == Array(newest))
    }

    @Test func hostWithoutAFeed_saysSoInOneSentence() async throws {
        let harness = try Harness()
        let missing = harness.server.origin.appendingPathComponent("no/feed")
        let error = await #expect(throws: LoadError.self) { try await harness.repository(trendOverride: missing).feed(.trend) }
        #expect(error?.kind == .noFeed)
        #expect(error?.message == "127.0.0.1 publishes no trend feed; set trend_feed_url if it has one elsewhere.")
    }

    /// Each feed fault: one sentence, and the copy kept before stays as it was.
    @Test(arguments: [
        (StubFault.feedMalformed, "The feed is not well-formed XML"),
        (.wrongContentType, "The feed's address answered with a web page, not an Atom feed."),
        (.feedOversize(bytes: 5 * 1024 * 1024), "The feed is 5.0 MB, more than the 2.0 MB kiji reads, so it was not read."),
        (.status(500), "Qiita had a server error (HTTP 500); try again in a moment."),
    ])
    func feedFault_isOneSentenceAndTheKeptCopyStays(fault: StubFault, sentence: String) async throws {
        let harness = try Harness()
        let repository = harness.repository()
        let good = try await repository.feed(.trend)
        harness.server.setFaults([StubFaultRule(path: "/popular-items/feed", fault: fault)])
        let error = await #expect(throws: LoadError.self) { try await repository.feed(.trend) }
        #expect(error?.message.hasPrefix(sentence) == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("\n") == false)
        #expect(await repository.cachedFeed(.trend)?.entries == good.entries)
    }

    @Test func feedWithoutEntries_isAnEmptyPageThatSaysSo() async throws {
        let harness = try Harness()
        harness.server.setFaults([StubFaultRule(path: "/popular-items/feed", fault: .feedWithoutEntries)])
        let page = try await harness.repository().feed(.trend)
        #expect(page.entries.isEmpty)
        #expect(page.notice == "The feed has no entries.")
    }

    @Test(arguments: [StubFault.feedEntryWithoutLink, .feedLinkToOtherHost])
    func entryThatNamesNoArticleHere_isLeftOutAndCounted(fault: StubFault) async throws {
        let harness = try Harness()
        harness.server.setFaults([StubFaultRule(path: "/popular-items/feed", fault: fault)])
        let page = try await harness.repository().feed(.trend)
        #expect(page.entries.count == 29)
        #expect(page.skippedCount == 1)
        #expect(page.notice == "1 entry was left out: no link to an article on 127.0.0.1.")
    }

    @Test func slowAnswer_isCancelledWithItsTask() async throws {
        let harness = try Harness()
        harness.server.setFaults([StubFaultRule(path: "/popular-items/feed", fault: .delay(seconds: 5))])
        let repository = harness.repository()
        let task = Task { try await repository.feed(.trend) }
        try await Task.sleep(for: .milliseconds(200))
        task.cancel()
        let result = await task.result
        guard case .failure(let error as LoadError) = result else {
            Issue.record("expected a cancellation, got \(result)")
            return
        }
        #expect(error.kind == .cancelled)
    }
}
