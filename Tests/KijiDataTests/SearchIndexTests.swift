import Foundation
@testable import KijiData
import KijiDomain
import SQLite
import Testing

@Suite("Searching what the cache keeps, on a real SQLite file")
struct SearchIndexTests {
    private let folder: TemporaryFolder
    private let store: CacheStore

    init() throws {
        folder = try TemporaryFolder()
        store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
    }

    private func found(_ text: String, in store: CacheStore? = nil) throws -> [String] {
        try (store ?? self.store).search(text).map(\.id.rawValue)
    }

    @Test func aWordInTheMiddleOfAJapaneseSentence_isFound() throws {
        try store.saveItem(Sample.item("a", body: "今日は形態素解析の仕組みについて書きます。"))
        try store.saveItem(Sample.item("b", body: "今日は天気の話です。"))
        #expect(try found("形態素") == ["a"])
        #expect(try found("解析の仕組み") == ["a"])
    }

    @Test func aWordWhoseTrigramsAreAllHeldButApart_isNotFound() throws {
        try store.saveItem(Sample.item("apart", body: "東京タ、京タワ、タワー"))
        try store.saveItem(Sample.item("whole", body: "週末に東京タワーへ行った"))
        #expect(try found("東京タワー") == ["whole"])
    }

    @Test func aWordWhoseTrigramsAreSplitBetweenColumns_isNotFound() throws {
        try store.saveItem(item("split", title: "東京タ", body: "タワー", tags: []))
        #expect(try found("東京タワー") == [])
    }

    @Test func aLongWord_isFoundWhateverTheCaseOfItsASCIILetters() throws {
        try store.saveItem(Sample.item("a", body: "Write a SwiftUI view"))
        #expect(try found("swiftui") == ["a"])
        #expect(try found("SWIFTUI VIEW") == ["a"])
    }

    @Test func theIndex_keepsNoTokenPositions() throws {
        try store.prepareSearchIndex()
        #expect(try indexStatement()?.contains("detail = 'column'") == true)
    }

    @Test func anIndexMadeWithPositionsBeforeV11_isMadeAgainWithout() throws {
        try store.saveItem(Sample.item("a", body: "位置を持つ索引"))
        try store.database.write { db in
            try db.execute(sql: """
                DROP TABLE itemText;
                CREATE VIRTUAL TABLE itemText USING fts5(title, tags, author, body, comments, tokenize = 'trigram');
                ALTER TABLE listPage DROP COLUMN etag;
                PRAGMA user_version = 10;
                """)
        }
        let reopened = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        #expect(try found("位置を持つ", in: reopened) == ["a"])
        #expect(try indexStatement()?.contains("detail = 'column'") == true)
    }

    @Test func theExcerptOfALongWord_marksItWholeOnce() throws {
        try store.saveItem(Sample.item("a", body: "週末は東京タワーに登りました。"))
        let excerpt = try #require(try store.search("東京タワー").first?.excerpt)
        #expect(excerpt == [.init("週末は", isMatch: false), .init("東京タワー", isMatch: true), .init("に登りました。", isMatch: false)])
    }

    @Test func aTwoCharacterQuery_fallsBackToLikeAndIsFound() throws {
        try store.saveItem(Sample.item("a", body: "プログラミング言語の比較です。"))
        try store.saveItem(Sample.item("b", body: "自然の話です。"))
        #expect(SearchQuery("言語")?.match == nil)
        #expect(try found("言語") == ["a"])
        #expect(try found("比") == ["a"])
        #expect(try found("然") == ["b"])
    }

    @Test func aShortAndALongWord_mustBothBeHeld() throws {
        try store.saveItem(Sample.item("a", body: "Go 言語で並行処理を書く"))
        try store.saveItem(Sample.item("b", body: "Rust で並行処理を書く"))
        #expect(try found("go 並行処理") == ["a"])
    }

    @Test func ranking_putsATitleMatchAboveATagMatchAboveABodyMatch() throws {
        let filler = "SQLiteの使い方を順に見ていきます。"
        try store.saveItem(item("body", title: "データベース入門", body: filler + "Kotlin で書きます。", tags: ["Android"]))
        try store.saveItem(item("title", title: "Kotlin 入門", body: filler + "モバイルで書きます。", tags: ["Android"]))
        try store.saveItem(item("tag", title: "アプリ入門", body: filler + "モバイルで書きます。", tags: ["Kotlin"]))
        try store.saveItem(item("none", title: "Swift 入門", body: filler, tags: ["iOS"]))
        #expect(try found("kotlin") == ["title", "tag", "body"])
    }

    @Test func ranking_amongBodyMatches_putsTheWordHeldOftenInAShortBodyAboveItHeldOnceInALongOne() throws {
        let long = "全文検索" + String(repeating: "関係のない話が続きます。", count: 40)
        for (id, body, day) in [("often", "全文検索と全文検索と全文検索", 1.0), ("once", long, 2.0)] {
            var item = Sample.item(id, body: body)
            item.createdAt = Date(timeIntervalSince1970: 1_795_000_000 + day * 86_400)
            try store.saveItem(item)
        }
        #expect(try found("全文検索") == ["often", "once"])
    }

    @Test func ranking_amongRowsBM25RanksAlike_putsTheNewestFirst() throws {
        for (id, day) in [("old", 1.0), ("new", 3.0), ("mid", 2.0)] {
            var item = Sample.item(id, body: "全文検索の話")
            item.createdAt = Date(timeIntervalSince1970: 1_795_000_000 + day * 86_400)
            try store.saveItem(item)
        }
        #expect(try found("全文検索") == ["new", "mid", "old"])
    }

    @Test func aLimitAboveTheBM25Pool_ranksThatManyMatches() throws {
        let items = (0..<SearchRanking.pool + 10).map { Sample.item("i\($0)", body: "全文検索の話") }
        try store.savePage(
            Page(elements: items, nextPage: nil), list: ListKey(.all, namespace: "qiita.com"), number: 1, perPage: items.count)
        #expect(try store.search("全文検索", limit: SearchRanking.pool + 20).count == SearchRanking.pool + 10)
    }

    @Test func aWordHeldWhole_isFoundBehindManyBetterRankedRowsHoldingItsTrigramsApart() throws {
        for number in 0..<50 { try store.saveItem(item("apart\(number)", title: "東京タ京タワタワー", body: "", tags: [])) }
        try store.saveItem(Sample.item("whole", body: "週末に東京タワーへ行った"))
        #expect(try found("東京タワー") == ["whole"])
    }

    @Test func theExcerpt_marksTheMatchInTheBodyAsItReads() throws {
        try store.saveItem(Sample.item("a", body: "前置き。\n\n本題は **全文検索** の話です。"))
        let excerpt = try #require(try store.search("全文検索").first?.excerpt)
        #expect(excerpt.filter(\.isMatch).map(\.text) == ["全文検索"])
        #expect(excerpt.map(\.text).joined() == "前置き。 本題は 全文検索 の話です。")
    }

    @Test func theLikeExcerpt_marksTheShortWord() throws {
        try store.saveItem(Sample.item("a", body: "本題は言語の話です。"))
        let excerpt = try #require(try store.search("言語").first?.excerpt)
        #expect(excerpt == [.init("本題は", isMatch: false), .init("言語", isMatch: true), .init("の話です。", isMatch: false)])
    }

    @Test func markup_isNotIndexedButTheTextItMarksIs() throws {
        try store.saveItem(Sample.item("a", body: "[公式の説明](https://example.com/hidden) と <b>太字の語</b>"))
        #expect(try found("example.com") == [])
        #expect(try found("<b>") == [])
        #expect(try found("公式の説明") == ["a"])
        #expect(try found("太字の語") == ["a"])
    }

    @Test func theAuthorTagsAndComments_areSearched() throws {
        try store.saveItem(Sample.item("a", tags: ["PostgreSQL"]))
        try store.saveComments([comment("c1", "インデックスの貼り方が参考になりました")], of: Item.ID("a"))
        #expect(try found("postgres") == ["a"])
        #expect(try found("Alice") == ["a"])
        #expect(try found("貼り方") == ["a"])
    }

    @Test func anUpdatedItem_isFoundByItsNewTextAndNotItsOld() throws {
        try store.saveItem(Sample.item("a", body: "古い説明文です"))
        try store.saveItem(Sample.item("a", body: "新しい説明文です"))
        #expect(try found("古い説明") == [])
        #expect(try found("新しい説明") == ["a"])
    }

    @Test func editedAndDeletedComments_areKeptInStep() throws {
        try store.saveItem(Sample.item("a"))
        try store.saveComments([comment("c1", "最初のコメント")], of: Item.ID("a"))
        try store.updateComment(comment("c1", "書き直したコメント"))
        #expect(try found("最初のコメント") == [])
        #expect(try found("書き直した") == ["a"])
        try store.removeComment(KijiDomain.Comment.ID("c1"))
        #expect(try found("書き直した") == [])
    }

    @Test func aBodyDroppedByTheSizeLimit_isNoLongerFoundButItsTitleIs() throws {
        let store = try CacheStore(path: folder.path + "/small.sqlite", origin: "qiita.com", bodyLimitBytes: 2000)
        try store.saveItem(Sample.item("old", body: "古い記事の本文" + String(repeating: "x", count: 1500)))
        try store.saveItem(Sample.item("new", body: "新しい記事の本文" + String(repeating: "y", count: 1500)))
        #expect(try store.item(Item.ID("old"))?.body == "")
        #expect(try found("古い記事", in: store) == [])
        #expect(try found("新しい記事", in: store) == ["new"])
        #expect(try found("Title old", in: store) == ["old"])
    }

    @Test func anotherOriginsItems_areNotFound() throws {
        try store.saveItem(Sample.item("a", body: "共有される語句"))
        let other = try CacheStore(path: folder.cachePath, origin: "127.0.0.1:8080")
        try other.saveItem(Sample.item("b", body: "共有される語句"))
        #expect(try found("共有される") == ["a"])
        #expect(try found("共有される", in: other) == ["b"])
    }

    @Test(arguments: ["\"", "\"\"\"", "*", "a*", "NEAR", "NEAR(a b)", "-", "- x", "AND OR NOT", "title:x", "(", "^abc", "100%", "a_b", "\\"])
    func queryText_isNeverFTSSyntax(_ text: String) throws {
        try store.saveItem(Sample.item("a", body: "式 \(text) を含む"))
        #expect(try found(text) == ["a"])
    }

    @Test func blankText_findsNothing() throws {
        try store.saveItem(Sample.item("a"))
        #expect(try found("  \n") == [])
    }

    @Test func aMissingIndex_isMadeAgainOnItsOwn() throws {
        try store.saveItem(Sample.item("a", body: "消えた索引"))
        try store.prepareSearchIndex()
        try store.database.write { try $0.execute(sql: "DROP TABLE itemText") }
        let reopened = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        #expect(try found("消えた索引", in: reopened) == ["a"])
    }

    @Test func aDamagedIndex_isMadeAgainOnItsOwnAndTheCacheKept() throws {
        try store.saveItem(Sample.item("a", body: "壊れた索引"))
        try store.prepareSearchIndex()
        try store.database.write { try $0.execute(sql: "UPDATE itemText_data SET block = x'ffffffffffffffff' WHERE id > 10") }
        #expect(try found("壊れた索引") == ["a"])
        #expect(store.notices.drain() == [])
        #expect(try store.item(Item.ID("a"))?.body == "壊れた索引")
    }

    @Test func reindex_makesTheIndexFromTheCacheAndCountsTheOriginsItems() throws {
        try store.saveItem(Sample.item("a", body: "索引を作り直す"))
        try store.saveItem(Sample.item("b"))
        try store.prepareSearchIndex()
        try store.database.write { try $0.execute(sql: "DELETE FROM itemText") }
        #expect(try store.reindex() == 2)
        #expect(try found("作り直す") == ["a"])
    }

    @Test func clear_emptiesTheIndex() throws {
        try store.saveItem(Sample.item("a", body: "消える語句"))
        try store.prepareSearchIndex()
        try store.saveItem(Sample.item("b", body: "待っている語句"))
        try store.clear()
        #expect(try count("itemText") == 0)
        #expect(try count("itemTextQueue") == 0)
    }

    @Test func keepingAPage_queuesItsItems_andTheNextSearchIndexesThem() throws {
        let items = ["a", "b", "c"].map { Sample.item($0, body: "列に並ぶ本文 \($0)") }
        try store.savePage(Page(elements: items, nextPage: 2), list: ListKey(.all, namespace: "t"), number: 1, perPage: 3)
        #expect(try count("itemTextQueue") == 3)
        #expect(try count("itemText") == 0)
        #expect(try found("列に並ぶ本文").sorted() == ["a", "b", "c"])
        #expect(try count("itemTextQueue") == 0)
        #expect(try count("itemText") == 3)
    }

    @Test func anItemKeptAgainBeforeItsRowIsWritten_isQueuedOnce_andFoundByItsNewText() throws {
        try store.saveItem(Sample.item("a", body: "古い本文"))
        try store.saveItem(Sample.item("a", body: "新しい本文"))
        #expect(try count("itemTextQueue") == 1)
        #expect(try found("古い本文") == [])
        #expect(try found("新しい本文") == ["a"])
    }

    @Test func aQueueWrittenWhole_isNotCalledAReindex() throws {
        try store.saveItem(Sample.item("a"))
        #expect(try store.prepareSearchIndex() == nil)
        try store.database.write { try $0.execute(sql: "DELETE FROM itemText") }
        #expect(try store.prepareSearchIndex() == 1)
    }

    @Test func writingTheQueueInBatches_leavesTheRestQueued() throws {
        for id in ["a", "b", "c", "d", "e"] { try store.saveItem(Sample.item(id, body: "一括 \(id)")) }
        #expect(try store.writeQueuedSearchRows(limit: 2) == 3)
        #expect(try count("itemText") == 2)
        #expect(try store.writeQueuedSearchRows(limit: 2) == 1)
        #expect(try store.writeQueuedSearchRows(limit: 2) == 0)
        #expect(try count("itemText") == 5)
    }

    @Test func aStoreWithAnIdleDelay_writesTheQueueOnItsOwnOnceIdle() async throws {
        let idle = try CacheStore(path: folder.cachePath, origin: "qiita.com", searchIndexIdleDelay: .milliseconds(50))
        for id in ["a", "b", "c"] { try idle.saveItem(Sample.item(id, body: "待たずに索引 \(id)")) }
        let deadline = ContinuousClock.now + .seconds(20)
        while try count("itemTextQueue") > 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(try count("itemTextQueue") == 0)
        #expect(try count("itemText") == 3)
    }

    @Test func aStoreWithoutAnIdleDelay_leavesTheQueueForTheNextSearch() async throws {
        try store.saveItem(Sample.item("a"))
        try await Task.sleep(for: .milliseconds(200))
        #expect(try count("itemTextQueue") == 1)
    }

    private func indexStatement() throws -> String? {
        try store.database.read { try String.fetchOne($0, sql: "SELECT sql FROM sqlite_master WHERE name = 'itemText'") }
    }

    private func count(_ table: String) throws -> Int {
        try store.database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM \(table)") } ?? -1
    }

    private func item(_ id: String, title: String, body: String, tags: [String]) -> Item {
        var item = Sample.item(id, body: body, tags: tags)
        item.title = title
        return item
    }

    private func comment(_ id: String, _ body: String) -> KijiDomain.Comment {
        KijiDomain.Comment(
            id: KijiDomain.Comment.ID(id), body: body, createdAt: Date(timeIntervalSince1970: 1_795_000_000),
            updatedAt: Date(timeIntervalSince1970: 1_795_000_100), user: Sample.alice)
    }
}
