import Foundation
@testable import KijiData
import KijiDomain
@testable import SQLite
import Testing

/// What the cache cannot store is said, once, and a full disk is called a full disk.
@Suite("Failures of the cache are said")
struct CacheFailureNoticeTests {
    /// Lets the writer's file grow by no page more, as a full disk would (`SQLITE_FULL`).
    private static func fillTheDisk(of store: CacheStore) throws {
        try store.database.writeWithoutTransaction { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 1
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
    }

    private static func diskFull(_ folder: TemporaryFolder) -> String {
        "The disk is full, so kiji cannot keep what it reads or marks read in the cache at \(folder.cachePath)."
    }

    @Test func readMarksThatCannotBeStoredOnAFullDisk_saySoOnce_andStayForTheRun() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let marks = PersistentReadMarks(store: store)
        try Self.fillTheDisk(of: store)

        for number in 0..<25 { marks.markRead(Item.ID(String(repeating: "\(number)-", count: 400))) }

        #expect(store.notices.drain() == [Self.diskFull(folder)])
        #expect(marks.isRead(Item.ID(String(repeating: "24-", count: 400))))
        let stored = try CacheStore(path: folder.cachePath, origin: "qiita.com").readItemIDs().count
        #expect(stored < 25)
    }

    @Test func aFullDisk_isSaidOnceInTheNotices_whenAPageCannotBeKept() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        try Self.fillTheDisk(of: store)
        let big = String(repeating: "本文", count: 20_000)
        for number in 0..<3 {
            #expect(throws: SQLiteError.self) { try store.saveItem(Sample.item("big-\(number)", body: big)) }
        }
        #expect(store.notices.drain() == [Self.diskFull(folder)])
    }
}

/// A write that fails for another reason than a full disk is said once too.
@Suite("Other write failures of the cache are said")
struct CacheWriteFailureNoticeTests {
    @Test func aCacheLockedByAnotherProcess_whileKeepingItems_isSaidOnce() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com", busyTimeout: .milliseconds(50))
        let other = try Connection(path: folder.cachePath, readOnly: false)
        try other.execute(sql: "BEGIN EXCLUSIVE TRANSACTION")

        for number in 0..<3 {
            #expect(throws: SQLiteError.self) { try store.saveItem(Sample.item("locked-\(number)")) }
        }

        let said = store.notices.drain()
        #expect(said.count == 1)
        #expect(said.first?.hasPrefix("kiji could not keep what it read or marked read in the cache at \(folder.cachePath) (") == true)
        #expect(said.first?.contains("locked") == true)
        try other.execute(sql: "COMMIT TRANSACTION")
    }

    @Test func aReadMarkThatCannotBeKept_isSaidOnce_inTheStoresWords_andStaysForTheRun() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com", busyTimeout: .milliseconds(50))
        let marks = PersistentReadMarks(store: store)
        let other = try Connection(path: folder.cachePath, readOnly: false)
        try other.execute(sql: "BEGIN EXCLUSIVE TRANSACTION")

        for number in 0..<3 { marks.markRead(Item.ID("item-\(number)")) }

        let said = store.notices.drain()
        #expect(said.count == 1)
        #expect(said.first?.hasPrefix("kiji could not keep what it read or marked read in the cache at") == true)
        #expect(marks.isRead(Item.ID("item-2")))
        try other.execute(sql: "COMMIT TRANSACTION")
    }
}
