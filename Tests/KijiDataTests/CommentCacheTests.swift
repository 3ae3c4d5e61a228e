import Foundation
@testable import KijiData
import KijiDomain
import SQLite
import Testing

@Suite("Comments in the cache on a real SQLite file")
struct CommentCacheTests {
    private static let bob = User(id: User.ID("bob"), name: "Bob 太郎", description: "Reads a lot.", itemsCount: 2)

    private static func comment(_ id: String, _ body: String, by user: User = bob, edited: Bool = false) -> KijiDomain.Comment {
        let created = Date(timeIntervalSince1970: 1_795_100_000)
        return KijiDomain.Comment(
            id: KijiDomain.Comment.ID(id), body: body, createdAt: created, updatedAt: edited ? created + 90 : created, user: user)
    }

    @Test func comments_roundTripInOrderWithTheirAuthorsAndFetchTime() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let comments = [
            Self.comment("c1", "最初のコメント"), Self.comment("c2", "```swift\nlet x = 1\n```", by: Sample.alice, edited: true),
            Self.comment("c3", "@alice thanks"),
        ]
        try store.saveComments(comments, of: Item.ID("i1"), fetchedAt: Date(timeIntervalSince1970: 1_795_200_000))
        let kept = try #require(try store.comments(of: Item.ID("i1")))
        #expect(kept.comments == comments)
        #expect(kept.comments[1].isEdited)
        #expect(kept.fetchedAt == Date(timeIntervalSince1970: 1_795_200_000))
        #expect(try store.comments(of: Item.ID("other")) == nil)
    }

    @Test func anEmptyList_isKeptAsNoComments() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.saveComments([], of: Item.ID("quiet"))
        #expect(try store.comments(of: Item.ID("quiet"))?.comments == [])
    }

    @Test func aFreshFetch_replacesTheKeptCommentsAndTheItemsCount() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.saveItem(Sample.item("i1"))
        try store.saveComments([Self.comment("c1", "old"), Self.comment("c2", "gone")], of: Item.ID("i1"))
        try store.saveComments([Self.comment("c1", "old, edited", edited: true)], of: Item.ID("i1"))
        #expect(try store.comments(of: Item.ID("i1"))?.comments.map(\.body) == ["old, edited"])
        #expect(try store.item(Item.ID("i1"))?.commentsCount == 1)
    }

    @Test func postedEditedAndDeletedComments_changeTheKeptOnes() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.saveItem(Sample.item("i1"))
        try store.saveComments([Self.comment("c1", "one")], of: Item.ID("i1"))
        try store.appendComment(Self.comment("c2", "two", by: Sample.alice), to: Item.ID("i1"))
        #expect(try store.item(Item.ID("i1"))?.commentsCount == 2)
        try store.updateComment(Self.comment("c1", "one, changed", edited: true))
        try store.removeComment(KijiDomain.Comment.ID("c2"))
        let kept = try #require(try store.comments(of: Item.ID("i1")))
        #expect(kept.comments.map(\.body) == ["one, changed"])
        #expect(kept.comments[0].isEdited)
        #expect(try store.item(Item.ID("i1"))?.commentsCount == 1)
    }

    @Test func aPostOnAnItemWhoseCommentsAreNotKept_keepsNothing() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.appendComment(Self.comment("c1", "alone"), to: Item.ID("i1"))
        #expect(try store.comments(of: Item.ID("i1")) == nil)
    }

    @Test func itemsCommentsCount_roundTripsThroughPagesAndItems() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        var item = Sample.item("i1")
        item.commentsCount = 7
        try store.savePage(Page(elements: [item], nextPage: nil), list: ListKey(.all, namespace: "t"), number: 1, perPage: 20)
        #expect(try store.page(list: ListKey(.all, namespace: "t"), number: 1, perPage: 20)?.page.elements.first?.commentsCount == 7)
        #expect(try store.item(Item.ID("i1"))?.commentsCount == 7)
    }

    @Test func clear_forgetsComments() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.saveComments([Self.comment("c1", "one")], of: Item.ID("i1"))
        try store.clear()
        #expect(try store.comments(of: Item.ID("i1")) == nil)
    }

    @Test func aVersionTwoCache_upgradesKeepingItsItems() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/kiji", withIntermediateDirectories: true)
        try GRDBMadeCache.make(at: folder.cachePath, migrations: 2).write { db in
            #expect(try !String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('item')").contains("commentsCount"))
            try db.execute(sql: """
                INSERT INTO item (id, title, body, authorID, tags, likesCount, stocksCount, createdAt, updatedAt, url,
                    cachedAt, bodyBytes)
                VALUES ('v2item', 'From v2', 'Body', 'alice', '["Swift"]', 1, 2, NULL, NULL, NULL, 5, 4);
                INSERT INTO user VALUES ('alice', 'Alice', '', NULL, NULL);
                INSERT INTO readMark VALUES ('v2item', 6);
                """)
        }

        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        #expect(store.notice == nil)
        #expect(try GRDBMadeCache.version(of: store) == 12)
        #expect(try !GRDBMadeCache.hasGRDBsRecord(store))
        let item = try #require(try store.item(Item.ID("v2item")))
        #expect(item.body == "Body")
        #expect(item.commentsCount == 0)
        #expect(try store.readItemIDs() == ["v2item"])
        try store.saveComments([Self.comment("c1", "after the upgrade")], of: Item.ID("v2item"))
        #expect(try store.comments(of: Item.ID("v2item"))?.comments.count == 1)
        #expect(try store.item(Item.ID("v2item"))?.commentsCount == 1)
    }
}
