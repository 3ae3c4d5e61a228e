import Foundation
import KijiData
import KijiDomain
import Testing

@Suite("The first list's first page is read from the cache ahead of time")
struct PageReadAheadTests {
    private let all = ListKey(.all, namespace: "q")

    @Test func theFirstAsk_getsThePageReadAhead() async throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.savePage(Sample.page(["a", "b"], next: 2), list: all, number: 1, perPage: 20)
        let repository = CachedItemRepository(remote: nil, store: store, namespace: "q", firstList: (.all, 20))
        let cached = await repository.cachedItems(in: .all, page: 1, perPage: 20)
        #expect(cached?.page.elements.map(\.id) == [Item.ID("a"), Item.ID("b")])
        #expect(cached?.page.nextPage == 2)
    }

    @Test func laterAsks_readTheCacheAsItIsThen() async throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.savePage(Sample.page(["a"], next: nil), list: all, number: 1, perPage: 20)
        let repository = CachedItemRepository(remote: nil, store: store, namespace: "q", firstList: (.all, 20))
        _ = await repository.cachedItems(in: .all, page: 1, perPage: 20)
        try store.savePage(Sample.page(["b"], next: nil), list: all, number: 1, perPage: 20)
        #expect(await repository.cachedItems(in: .all, page: 1, perPage: 20)?.page.elements.map(\.id) == [Item.ID("b")])
    }

    @Test func otherPagesAndLists_areReadWhenAskedFor() async throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let repository = CachedItemRepository(remote: nil, store: store, namespace: "q", firstList: (.all, 20))
        try store.savePage(Sample.page(["p2"], next: nil), list: all, number: 2, perPage: 20)
        try store.savePage(Sample.page(["t"], next: nil), list: ListKey(.tag(Tag("swift")), namespace: "q"), number: 1, perPage: 20)
        try store.savePage(Sample.page(["big"], next: nil), list: all, number: 1, perPage: 50)
        #expect(await repository.cachedItems(in: .all, page: 2, perPage: 20)?.page.elements.map(\.id) == [Item.ID("p2")])
        #expect(await repository.cachedItems(in: .tag(Tag("swift")), page: 1, perPage: 20)?.page.elements.map(\.id) == [Item.ID("t")])
        #expect(await repository.cachedItems(in: .all, page: 1, perPage: 50)?.page.elements.map(\.id) == [Item.ID("big")])
    }
}
