import Foundation
import KijiData
import KijiDomain
import KijiModules
import QiitaAPI
import QiitaStub
import Testing

@Suite("The cached repository against the stub and a real SQLite file")
@MainActor
struct CachedItemRepositoryTests {
    private static func repository(
        _ server: QiitaStubServer, store: CacheStore, online: Bool = true
    ) -> CachedItemRepository {
        let client = QiitaClient(configuration: QiitaClientConfiguration(
            baseURL: server.baseURL, transport: .standard(userAgent: "kiji/test"), retry: .never))
        return CachedItemRepository(remote: online ? RemoteItemRepository(client: client) : nil, store: store, namespace: "stub")
    }

    private static func list(_ repository: CachedItemRepository) -> ItemListInteractor {
        ItemListInteractor(source: .all, repository: repository, readMarks: InMemoryReadMarks(), perPage: 20)
    }

    private func itemRequests(_ server: QiitaStubServer) -> Int {
        server.requests.filter { $0.path == "/api/v2/items" }.count
    }

    @Test func secondVisit_showsTheCacheBeforeAskingTheNetwork() async throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 100), latency: 0.3))
        defer { server.stop() }
        try await Self.list(Self.repository(server, store: store)).loadNextPage {}
        #expect(itemRequests(server) == 1)

        let second = Self.list(Self.repository(server, store: store))
        var requestsWhenCachedShown = -1
        var rowsWhenCachedShown = 0
        try await second.loadNextPage {
            requestsWhenCachedShown = itemRequests(server)
            rowsWhenCachedShown = second.items.count
        }
        #expect(requestsWhenCachedShown == 1, "the cached page must show before the network is asked")
        #expect(rowsWhenCachedShown == 20)
        #expect(itemRequests(server) == 2)
        #expect(second.items.map(\.id.rawValue) == (0..<20).map { server.corpus.item(at: $0).id })
        #expect(second.fallback == nil)
    }

    @Test func stubStopped_listShowsTheCacheWithItsFetchTime() async throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 100)))
        let first = Self.list(Self.repository(server, store: store))
        try await first.loadNextPage {}
        try await first.loadNextPage {}
        server.stop()

        let offline = Self.list(Self.repository(server, store: store))
        try await offline.loadNextPage {}
        try await offline.loadNextPage {}
        #expect(offline.items.count == 40)
        #expect(offline.items.map(\.id) == first.items.map(\.id))
        let since = try #require(offline.fallback?.fetchedAt)
        #expect(abs(since.timeIntervalSinceNow) < 600)
        await #expect(throws: LoadError.self) { try await offline.loadNextPage {} }
    }

    @Test func aMalformedAnswer_letsTheCacheStandIn_namingTheAnswerNotOffline() async throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 100)))
        defer { server.stop() }
        try await Self.list(Self.repository(server, store: store)).loadNextPage {}
        server.setFaults([StubFaultRule(path: "/items", fault: .malformedJSON)])

        let list = Self.list(Self.repository(server, store: store))
        try await list.loadNextPage {}
        #expect(list.items.count == 20)
        let fallback = try #require(list.fallback)
        #expect(fallback.cause.kind == .server)
        #expect(!fallback.isOffline)
    }

    @Test func offlineMode_neverTouchesTheNetworkAndReadsTheCache() async throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 100)))
        defer { server.stop() }
        try await Self.list(Self.repository(server, store: store)).loadNextPage {}
        let requestsBefore = server.requests.count

        let repository = Self.repository(server, store: store, online: false)
        let offline = Self.list(repository)
        try await offline.loadNextPage {}
        #expect(offline.items.count == 20)
        #expect(offline.fallback?.isOffline == true)
        do {
            _ = try await repository.item(Item.ID(server.corpus.item(at: 0).id))
            Issue.record("offline, a fetch must fail")
        } catch {
            #expect(error.kind == .offline)
        }
        #expect(server.requests.count == requestsBefore)
    }

    @Test func openedItem_offline_comesFromTheCache() async throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 100)))
        let id = Item.ID(server.corpus.item(at: 3).id)
        _ = try await Self.repository(server, store: store).item(id)
        server.stop()

        let repository = Self.repository(server, store: store)
        let cached = await repository.cachedItem(id)
        #expect(cached?.body == server.corpus.item(at: 3).body)
        let detail = ItemDetailInteractor(
            item: ItemSummary(id: id, title: "", author: User.ID("x")), repository: repository, readMarks: InMemoryReadMarks())
        try await detail.reload {}
        #expect(detail.cachedCopyCause?.isOffline == true)
        #expect(detail.item.body == server.corpus.item(at: 3).body)
    }

    @Test func listPages_keepWholeItemsInTheCache_whileTheListKeepsSummaries() async throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 100)))
        defer { server.stop() }
        let list = Self.list(Self.repository(server, store: store))
        try await list.loadNextPage {}
        #expect(list.items.count == 20)
        for index in 0..<20 {
            let expected = server.corpus.item(at: index)
            let kept = try #require(try store.item(Item.ID(expected.id)))
            #expect(!expected.body.isEmpty)
            #expect(kept.body == expected.body)
            #expect(kept.author.description == server.corpus.users[expected.authorIndex].description)
            #expect(list.items[index] == ItemSummary(kept))
        }
    }

    @Test func itemSeenOnlyInAList_opensWithItsCachedBodyBeforeTheNetworkAnswers() async throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 100)))
        defer { server.stop() }
        let repository = Self.repository(server, store: store)
        let list = Self.list(repository)
        try await list.loadNextPage {}
        let expected = server.corpus.item(at: 5)
        let itemPath = "/api/v2/items/\(expected.id)"
        let detail = ItemDetailInteractor(item: list.items[5], repository: repository, readMarks: InMemoryReadMarks())

        var whenCachedShown: (body: String, itemRequests: Int)?
        try await detail.reload {
            whenCachedShown = (detail.item.body, server.requests.filter { $0.path == itemPath }.count)
        }
        #expect(whenCachedShown?.body == expected.body)
        #expect(whenCachedShown?.itemRequests == 0)
        #expect(server.requests.filter { $0.path == itemPath }.count == 1)
        #expect(detail.item.body == expected.body)
        #expect(detail.cachedCopyCause == nil)
    }

    @Test func itemSeenOnlyInAList_opensOfflineFromTheCache() async throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 100)))
        let list = Self.list(Self.repository(server, store: store))
        try await list.loadNextPage {}
        server.stop()

        let expected = server.corpus.item(at: 7)
        let detail = ItemDetailInteractor(
            item: list.items[7], repository: Self.repository(server, store: store), readMarks: InMemoryReadMarks())
        try await detail.reload {}
        #expect(detail.cachedCopyCause?.isOffline == true)
        #expect(detail.item.body == expected.body)
        #expect(detail.item.url.hasSuffix(expected.id))
    }
}
