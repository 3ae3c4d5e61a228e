import Foundation
@testable import KijiData
import KijiDomain
@testable import SQLite
import Testing

@Suite("The cache on a real SQLite file")
struct CacheStoreTests {
    private let all = ListKey(.all, namespace: "qiita.com")

    @Test func page_roundTripsItemsInOrderWithEveryFieldButTheBody() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let fetched = Date(timeIntervalSince1970: 1_795_001_234)
        try store.savePage(Sample.page(["b", "a", "c"], next: 2), list: all, number: 1, perPage: 20, fetchedAt: fetched)

        let cached = try #require(try store.page(list: all, number: 1, perPage: 20))
        #expect(cached.fetchedAt == fetched)
        #expect(cached.page.nextPage == 2)
        #expect(cached.page.totalCount == 42)
        #expect(cached.page.elements == [Sample.item("b", body: ""), Sample.item("a", body: ""), Sample.item("c", body: "")])
        #expect(try store.item(Item.ID("a")) == Sample.item("a"))
    }

    @Test func page_skipsItemsNoLongerKept() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.savePage(Sample.page(["c", "b", "a"], next: nil), list: all, number: 1, perPage: 20)
        try Database(path: folder.cachePath).write { try $0.execute(sql: "DELETE FROM item WHERE id = 'b'") }
        #expect(try store.page(list: all, number: 1, perPage: 20)?.page.elements.map(\.id) == [Item.ID("c"), Item.ID("a")])
    }

    @Test func page_isKeptPerListPageAndPageSize() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.savePage(Sample.page(["a"], next: nil), list: all, number: 1, perPage: 20)
        #expect(try store.page(list: all, number: 2, perPage: 20) == nil)
        #expect(try store.page(list: all, number: 1, perPage: 50) == nil)
        #expect(try store.page(list: ListKey(.all, namespace: "team.qiita.com"), number: 1, perPage: 20) == nil)
        #expect(try store.page(list: ListKey(.tag(Tag("SWIFT")), namespace: "q"), number: 1, perPage: 20) == nil)
        try store.savePage(Sample.page(["t"], next: nil), list: ListKey(.tag(Tag("swift")), namespace: "q"), number: 1, perPage: 20)
        #expect(try store.page(list: ListKey(.tag(Tag("SWIFT")), namespace: "q"), number: 1, perPage: 20)?.page.elements.map(\.id) == [Item.ID("t")])
    }

    @Test func reopening_findsWhatWasKept() throws {
        let folder = try TemporaryFolder()
        try CacheStore(path: folder.cachePath, origin: "qiita.com").saveItem(Sample.item("x", body: "# 見出し"))
        let reopened = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        #expect(try reopened.item(Item.ID("x"))?.body == "# 見出し")
        #expect(reopened.notice == nil)
    }

    @Test func database_isInWALMode() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        #expect(try store.database.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
        // Bytes 18 and 19 of the file's header, its read and write versions, are 2 in WAL mode.
        let header = try #require(FileHandle(forReadingAtPath: folder.cachePath)).readData(ofLength: 20)
        #expect(Array(header.suffix(2)) == [2, 2])
    }

    @Test func everyConnection_keepsASmallPageCache() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let cacheSize = "PRAGMA cache_size"
        #expect(try store.database.write { try Int.fetchOne($0, sql: cacheSize) } == -512)
        #expect(try store.database.read { try Int.fetchOne($0, sql: cacheSize) } == -512)
    }

    @Test func readMarks_persistAndToggle() throws {
        let folder = try TemporaryFolder()
        let marks = PersistentReadMarks(store: try CacheStore(path: folder.cachePath, origin: "qiita.com"))
        marks.markRead(Item.ID("a"))
        marks.markRead(Item.ID("b"))
        marks.setRead(false, Item.ID("b"))
        let reloaded = PersistentReadMarks(store: try CacheStore(path: folder.cachePath, origin: "qiita.com"))
        #expect(reloaded.isRead(Item.ID("a")))
        #expect(!reloaded.isRead(Item.ID("b")))
    }

    @Test func eviction_dropsTheOldestUnreadBodiesFirst() throws {
        let folder = try TemporaryFolder()
        let body = String(repeating: "x", count: 1000)
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com", bodyLimitBytes: 2500)
        try store.saveItem(Sample.item("old-read", body: body), fetchedAt: Date(timeIntervalSince1970: 1))
        try store.setRead(true, itemID: "old-read")
        try store.saveItem(Sample.item("old-unread", body: body), fetchedAt: Date(timeIntervalSince1970: 2))
        try store.saveItem(Sample.item("newer-unread", body: body), fetchedAt: Date(timeIntervalSince1970: 3))
        #expect(try store.info().bodyBytes == 3000 - 1000)
        #expect(try store.item(Item.ID("old-unread"))?.body == "")
        #expect(try store.item(Item.ID("old-read"))?.body == body)
        #expect(try store.item(Item.ID("newer-unread"))?.body == body)
        #expect(try store.item(Item.ID("old-unread"))?.title == "Title old-unread 日本語")
    }

    @Test func info_countsTheBytesOfTheFileAndItsWAL() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.saveItem(Sample.item("a", body: String(repeating: "本文", count: 5000)))
        func size(_ path: String) -> Int {
            var info = stat()
            return stat(path, &info) == 0 ? Int(info.st_size) : 0
        }
        let onDisk = size(folder.cachePath) + size(folder.cachePath + "-wal")
        #expect(onDisk > 30_000)
        let counted = try store.info().fileBytes
        #expect(counted == onDisk)
    }

    @Test func clear_forgetsItemsAndPagesButKeepsReadMarks() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.savePage(Sample.page(["a", "b"], next: nil), list: all, number: 1, perPage: 20)
        try store.setRead(true, itemID: "a")
        try store.clear()
        let info = try store.info()
        #expect(info.items == 0)
        #expect(info.pages == 0)
        #expect(info.readItems == 1)
    }

    @Test func olderSchema_upgradesInPlaceKeepingItsData() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/kiji", withIntermediateDirectories: true)
        try Database(path: folder.cachePath).write { db in
            try db.execute(sql: "PRAGMA application_id = \(0x6B69_6A69)")
            try db.execute(sql: """
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations VALUES ('v1: items, users and list pages');
                CREATE TABLE item (id TEXT PRIMARY KEY, title TEXT NOT NULL, body TEXT NOT NULL, authorID TEXT NOT NULL,
                    tags TEXT NOT NULL, likesCount INTEGER NOT NULL, stocksCount INTEGER NOT NULL, createdAt DOUBLE,
                    updatedAt DOUBLE, url TEXT, cachedAt DOUBLE NOT NULL);
                CREATE TABLE user (id TEXT PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, itemsCount INTEGER,
                    followersCount INTEGER);
                CREATE TABLE listPage (listKey TEXT NOT NULL, page INTEGER NOT NULL, perPage INTEGER NOT NULL,
                    itemIDs TEXT NOT NULL, nextPage INTEGER, totalCount INTEGER, fetchedAt DOUBLE NOT NULL,
                    PRIMARY KEY (listKey, page, perPage));
                INSERT INTO item VALUES ('v1item', 'From v1', 'Old body', 'alice', '["Swift"]', 1, 2, NULL, NULL, NULL, 5);
                INSERT INTO user VALUES ('alice', 'Alice', '', NULL, NULL);
                """)
        }

        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        #expect(store.notice == nil)
        #expect(try GRDBMadeCache.version(of: store) == 12)
        #expect(try !GRDBMadeCache.hasGRDBsRecord(store))
        #expect(try store.item(Item.ID("v1item"))?.body == "Old body")
        #expect(try store.info().bodyBytes == "Old body".utf8.count)
        try store.setRead(true, itemID: "v1item")
        #expect(try store.readItemIDs() == ["v1item"])
    }

    @Test func aNewCache_hasTheSchemaGRDBMadeAndTheBodySizeIndex_atTheLatestVersion() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        #expect(try GRDBMadeCache.schema(of: store) == GRDBMadeCache.latestSchema)
        #expect(try GRDBMadeCache.version(of: store) == 12)
        #expect(try store.database.read { try Int32.fetchOne($0, sql: "PRAGMA application_id") } == CacheSchema.applicationID)
    }

    @Test func aCacheGRDBMadeAtItsLastVersion_keepsItsData_losesGRDBsRecord_andGainsTheBodySizeIndex() throws {
        let folder = try TemporaryFolder()
        try GRDBMadeCache.make(at: folder.cachePath, migrations: 3).write { db in
            try db.execute(sql: """
                INSERT INTO item (id, title, body, authorID, tags, likesCount, stocksCount, cachedAt, bodyBytes, commentsCount)
                VALUES ('grdb', 'From GRDB', 'Body', 'alice', '["Swift"]', 1, 2, 5, 4, 1);
                INSERT INTO user VALUES ('alice', 'Alice', '', NULL, NULL);
                INSERT INTO readMark VALUES ('grdb', 6);
                INSERT INTO commentList VALUES ('grdb', 7);
                INSERT INTO comment VALUES ('c1', 'grdb', 0, 'kept', 'alice', 8, 8);
                """)
        }

        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        #expect(store.notice == nil)
        #expect(try GRDBMadeCache.version(of: store) == 12)
        #expect(try !GRDBMadeCache.hasGRDBsRecord(store))
        #expect(try GRDBMadeCache.schema(of: store) == GRDBMadeCache.latestSchema)
        #expect(try store.item(Item.ID("grdb"))?.commentsCount == 1)
        #expect(try store.readItemIDs() == ["grdb"])
        #expect(try store.comments(of: Item.ID("grdb"))?.comments.map(\.body) == ["kept"])
    }

    @Test func checkpoint_emptiesTheLog_andKeepsWhatWasKept() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.savePage(Sample.page(["a", "b"], next: nil), list: all, number: 1, perPage: 20)
        #expect(try #require(FileManager.default.attributesOfItem(atPath: folder.cachePath + "-wal")[.size] as? Int) > 0)
        try store.checkpoint()
        #expect(try FileManager.default.attributesOfItem(atPath: folder.cachePath + "-wal")[.size] as? Int == 0)
        #expect(try CacheStore(path: folder.cachePath, origin: "qiita.com").page(list: all, number: 1, perPage: 20)?.page.elements.map(\.id)
            == [Item.ID("a"), Item.ID("b")])
    }

    @Test func aCacheLockedByAnotherProcessPastTheTimeout_isLeftAlone_notMovedAside() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/kiji", withIntermediateDirectories: true)
        let creator = try Connection(path: folder.cachePath, readOnly: false)
        try creator.execute(sql: "BEGIN EXCLUSIVE TRANSACTION; CREATE TABLE other (x)")
        #expect {
            try CacheStore(path: folder.cachePath, origin: "qiita.com", busyTimeout: .milliseconds(50))
        } throws: { error in
            guard case CacheError.unusable(_, let reason) = error else { return false }
            return reason.contains("database is locked")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/kiji").allSatisfy { !$0.contains("unreadable") })
        try creator.execute(sql: "COMMIT TRANSACTION")
        #expect(try String.fetchAll(creator, sql: "SELECT name FROM sqlite_master") == ["other"])
    }

    @Test func summingTheKeptBodySizes_readsTheIndexNotTheBodies() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let plan = try store.database.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT COALESCE(SUM(bodyBytes), 0) FROM item")
                .map { try $0["detail"] as String }
        }
        #expect(plan == ["SCAN item USING COVERING INDEX itemByBodyBytes"])
    }

    @Test func foreignKeysAreEnforced_soAForgottenCommentListTakesItsComments() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try store.saveComments(
            [KijiDomain.Comment(id: KijiDomain.Comment.ID("c1"), body: "one", createdAt: Date(), updatedAt: Date(), user: Sample.alice)],
            of: Item.ID("i1"))
        try store.database.write { try $0.execute(sql: "DELETE FROM commentList") }
        #expect(try store.database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM comment") } == 0)
        #expect(throws: SQLiteError.self) {
            try store.database.write {
                try $0.execute(sql: "INSERT INTO comment VALUES ('c2', 'no list', 0, 'orphan', 'alice', 1, 1)")
            }
        }
    }

    @Test func garbageFile_isMovedAsideAndANewCacheStarts() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/kiji", withIntermediateDirectories: true)
        let garbage = Data(String(repeating: "not a database ", count: 300).utf8)
        try garbage.write(to: URL(fileURLWithPath: folder.cachePath))

        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let notice = try #require(store.notice)
        #expect(notice.contains("moved to"))
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/kiji").filter { $0.contains("unreadable") }
        #expect(aside.count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/kiji/" + aside[0])) == garbage)
        try store.saveItem(Sample.item("fresh"))
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func anotherProgramsDatabase_isMovedAsideUntouched() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/kiji", withIntermediateDirectories: true)
        try Database(path: folder.cachePath).write {
            try $0.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('keep me')")
        }

        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        #expect(store.notice?.contains("moved to") == true)
        #expect(store.notice?.contains("is not kiji's cache") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/kiji")
        let asideName = try #require(names.first { $0.contains("unreadable") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") })
        let aside = try Database(path: folder.path + "/kiji/" + asideName)
        #expect(try aside.read { try String.fetchOne($0, sql: "SELECT text FROM notes") } == "keep me")
    }

    @Test func twoStoresOnOneFile_writeAtOnce() async throws {
        let folder = try TemporaryFolder()
        let first = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let second = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (store, name) in [(first, "first"), (second, "second")] {
                group.addTask {
                    for number in 1...40 {
                        try store.savePage(
                            Sample.page(["\(name)-\(number)-a", "\(name)-\(number)-b"], next: nil),
                            list: ListKey(.search(name), namespace: "qiita.com"), number: number, perPage: 2)
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try first.info().items == 160)
        #expect(try second.info().pages == 80)
        #expect(try first.integrityCheck() == "ok")
    }
}
