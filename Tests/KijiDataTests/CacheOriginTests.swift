import Foundation
@testable import KijiData
import KijiDomain
import QiitaStub
@testable import SQLite
import Testing

/// Every kept row belongs to the API origin it came from, and a cache kept before that is migrated.
@Suite("The cache keeps each origin's rows apart")
struct CacheOriginTests {
    private static func comment(_ id: String, by user: User = Sample.alice) -> KijiDomain.Comment {
        KijiDomain.Comment(
            id: KijiDomain.Comment.ID(id), body: "comment \(id)", createdAt: Date(timeIntervalSince1970: 1),
            updatedAt: Date(timeIntervalSince1970: 1), user: user)
    }

    @Test func itemsReadMarksCommentsAndUsersKeptForOneOrigin_areNotReadForAnother() throws {
        let folder = try TemporaryFolder()
        let demo = try CacheStore(path: folder.cachePath, origin: "demo-20261122-1000")
        try demo.saveItem(Sample.item("shared"))
        try demo.setRead(true, itemID: "shared")
        try demo.saveComments([Self.comment("c1")], of: Item.ID("shared"))

        for origin in ["qiita.com", "127.0.0.1:8081", "127.0.0.1:8082"] {
            let other = try CacheStore(path: folder.cachePath, origin: origin)
            #expect(try other.item(Item.ID("shared")) == nil)
            #expect(try other.readItemIDs().isEmpty)
            #expect(try other.comments(of: Item.ID("shared")) == nil)
            #expect(try other.info().items == 0)
            #expect(try other.info().readItems == 0)
        }
        #expect(try demo.item(Item.ID("shared"))?.author == Sample.alice)
        #expect(try demo.readItemIDs() == ["shared"])
        #expect(try demo.comments(of: Item.ID("shared"))?.comments.map(\.id.rawValue) == ["c1"])
    }

    @Test func theSameIDsKeptForTwoOrigins_keepTheirOwnRows() throws {
        let folder = try TemporaryFolder()
        let first = try CacheStore(path: folder.cachePath, origin: "127.0.0.1:8081")
        let second = try CacheStore(path: folder.cachePath, origin: "127.0.0.1:8082")
        let renamed = User(id: Sample.alice.id, name: "Another Alice", description: "", itemsCount: nil, followersCount: nil)
        try first.saveItem(Sample.item("same", body: "first body"))
        var other = Sample.item("same", body: "second body")
        other.author = renamed
        try second.saveItem(other)
        try first.saveComments([Self.comment("c1")], of: Item.ID("same"))
        try second.saveComments([Self.comment("c1", by: renamed)], of: Item.ID("same"))
        try second.removeComment(KijiDomain.Comment.ID("c1"))

        #expect(try first.item(Item.ID("same"))?.body == "first body")
        #expect(try first.item(Item.ID("same"))?.author.name == "Alice")
        #expect(try second.item(Item.ID("same"))?.author.name == "Another Alice")
        #expect(try first.comments(of: Item.ID("same"))?.comments.map(\.user.name) == ["Alice"])
        #expect(try second.comments(of: Item.ID("same"))?.comments.isEmpty == true)
    }

    @Test func info_countsTheStoresOriginOnly() throws {
        let folder = try TemporaryFolder()
        let qiita = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let demo = try CacheStore(path: folder.cachePath, origin: "demo-1-10")
        try qiita.savePage(Sample.page(["a", "b"], next: nil), list: ListKey(.all, namespace: "qiita.com"), number: 1, perPage: 20)
        try demo.savePage(Sample.page(["c", "d", "e"], next: nil), list: ListKey(.all, namespace: "demo-1-10"), number: 1, perPage: 20)
        try demo.savePage(Sample.page(["f"], next: nil), list: ListKey(.all, namespace: "demo-1-10"), number: 2, perPage: 20)

        let info = try qiita.info()
        #expect(info.origin == "qiita.com")
        #expect(info.items == 2)
        #expect(info.pages == 1)
        #expect(try demo.info().items == 4)
        #expect(try demo.info().pages == 2)
    }

    @Test func aVersion5Cache_givesItsRowsTheConfiguredOrigin_andDropsTheDemoStubsItems() throws {
        let folder = try TemporaryFolder()
        let demoID = Corpus(options: CorpusOptions()).item(at: 3).id
        try #require(Corpus.namesItem(demoID, seed: CorpusOptions().seed))
        try FileManager.default.createDirectory(atPath: folder.path + "/kiji", withIntermediateDirectories: true)
        let v5 = try Database(path: folder.cachePath)
        try Migrator(CacheSchema.migrations).migrate(v5)
        try v5.write { db in
            try db.execute(
                sql: """
                    INSERT INTO item (id, title, body, authorID, tags, likesCount, stocksCount, cachedAt, bodyBytes, commentsCount)
                    VALUES ('real', 'Real', 'Real body', 'alice', '["Swift"]', 1, 2, 5, 9, 1),
                    (?1, 'Demo', 'Demo body', 'stubber', '["Demo"]', 1, 2, 5, 9, 1);
                    INSERT INTO user VALUES ('alice', 'Alice', '', NULL, NULL), ('stubber', 'Stub Author', '', NULL, NULL),
                    ('bob', 'Bob', '', NULL, NULL);
                    INSERT INTO readMark VALUES ('real', 6), (?1, 6);
                    INSERT INTO commentList VALUES ('real', 7), (?1, 7);
                    INSERT INTO comment VALUES ('c1', 'real', 0, 'kept', 'bob', 8, 8), ('c2', ?1, 0, 'demo', 'stubber', 8, 8);
                    INSERT INTO listPage VALUES ('qiita.com|all', 1, 20, '["real"]', NULL, NULL, 9),
                    ('demo-20261122-1000|all', 1, 20, json_array(?1), NULL, NULL, 9);
                    INSERT INTO feed VALUES ('https://qiita.com/popular-items/feed', '"e1"', '<feed/>', 10);
                    INSERT INTO followedSources VALUES ('qiita.com', '["#swift"]', 11);
                    """,
                arguments: Array(repeating: demoID, count: 5))
        }
        #expect(try v5.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == 5)

        let store = try CacheStore(
            path: folder.cachePath, origin: "demo-20261122-1000",
            unknownOrigin: UnknownOriginRows(origin: "qiita.com") { Corpus.namesItem($0, seed: CorpusOptions().seed) })
        #expect(store.notice == nil)
        #expect(try GRDBMadeCache.version(of: store) == 12)
        #expect(try store.item(Item.ID(demoID)) == nil)
        #expect(try store.item(Item.ID("real")) == nil)

        let qiita = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        #expect(try qiita.item(Item.ID("real"))?.body == "Real body")
        #expect(try qiita.item(Item.ID("real"))?.author.name == "Alice")
        #expect(try qiita.readItemIDs() == ["real"])
        #expect(try qiita.comments(of: Item.ID("real"))?.comments.map(\.user.name) == ["Bob"])
        #expect(try qiita.item(Item.ID(demoID)) == nil)
        #expect(try qiita.comments(of: Item.ID(demoID)) == nil)
        #expect(try qiita.page(list: ListKey(.all, namespace: "qiita.com"), number: 1, perPage: 20)?.page.elements.map(\.id) == [Item.ID("real")])
        #expect(try qiita.page(list: ListKey(.all, namespace: "demo-20261122-1000"), number: 1, perPage: 20) == nil)
        #expect(try qiita.feed(url: "https://qiita.com/popular-items/feed")?.etag == "\"e1\"")
        #expect(try qiita.followedSources(namespace: "qiita.com") == [.tag(Tag("swift"))])
        let counts = try qiita.database.read { db in
            try ["item", "user", "readMark", "commentList", "comment"].map { try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \($0)") }
        }
        #expect(counts == [1, 2, 1, 1, 1])
        #expect(try qiita.integrityCheck() == "ok")
    }
}
