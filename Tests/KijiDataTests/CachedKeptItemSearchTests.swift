import Foundation
import KijiData
import KijiDomain
import SQLite
import Testing

/// ``CachedKeptItemSearch``, the kept search the reader's `K` screen asks, over a real SQLite file.
@Suite("The kept search over the cache, on a real SQLite file")
struct CachedKeptItemSearchTests {
    private let folder: TemporaryFolder
    private let store: CacheStore

    init() throws {
        folder = try TemporaryFolder()
        store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
    }

    @Test func aWordInTheMiddleOfAJapaneseSentence_isFound_withTheMatchMarked() async throws {
        try store.saveItem(Sample.item("a", body: "今日は形態素解析の仕組みについて書きます。"))
        try store.saveItem(Sample.item("b", body: "今日は天気の話です。"))
        let matches = try await CachedKeptItemSearch(store: store).search("形態素", limit: 20)
        #expect(matches.map(\.id.rawValue) == ["a"])
        #expect(matches.first?.excerpt.filter(\.isMatch).map(\.text) == ["形態素"])
    }

    @Test func anItemKeptAfterTheIndexWasMade_isFoundToo() async throws {
        let search = CachedKeptItemSearch(store: store)
        try store.saveItem(Sample.item("a", body: "最初の記事です。"))
        #expect(try await search.search("全文検索", limit: 20).isEmpty)
        try store.saveItem(Sample.item("b", body: "あとで全文検索の記事を書きました。"))
        #expect(try await search.search("全文検索", limit: 20).map(\.id.rawValue) == ["b"])
    }

    @Test func theLimit_capsTheMatches() async throws {
        for index in 0..<5 { try store.saveItem(Sample.item("i\(index)", body: "索引の話 \(index)")) }
        #expect(try await CachedKeptItemSearch(store: store).search("索引の話", limit: 3).count == 3)
    }
}
