import Foundation
@testable import KijiData
import KijiDomain
@testable import SQLite
import Testing

/// A cache file whose pages are damaged is found, moved aside and replaced, at start and while running.
@Suite("A damaged cache is replaced")
struct DamagedCacheTests {
    /// Writes seeded random bytes over every page of the file but the schema's (the header's page
    /// and the other pages of `sqlite_master`, which v10's tables made outgrow the first), where
    /// the tables' pages are.
    static func damageInteriorPages(of path: String, seed: UInt64 = 0x6B69_6A69) throws {
        let schemaPages = try Set(Database(path: path).read { db in
            try Int.fetchAll(db, sql: "SELECT pageno FROM dbstat WHERE name IN ('sqlite_master', 'sqlite_schema')")
        })
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        defer { try? handle.close() }
        let size = try handle.seekToEnd()
        try #require(size >= 3 * 4096, "the file has interior pages")
        var state = seed
        for offset in stride(from: UInt64(4096), to: size, by: 4096) where !schemaPages.contains(Int(offset / 4096) + 1) {
            var bytes = [UInt8](repeating: 0, count: 4096)
            for index in bytes.indices {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes[index] = UInt8(truncatingIfNeeded: state >> 33)
            }
            try handle.seek(toOffset: offset)
            handle.write(Data(bytes))
        }
    }

    private static func fill(_ store: CacheStore, items: Int) throws {
        let body = String(repeating: "本文 body ", count: 600)
        for number in 0..<items {
            try store.saveItem(Sample.item("item-\(number)", body: body))
            try store.setRead(true, itemID: "item-\(number)")
        }
        try store.checkpoint()
    }

    private static func asideFiles(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path + "/kiji").filter { $0.contains("unreadable") }
    }

    @Test func aFileDamagedBeforeStart_isMovedAsideAtItsFirstRead_andANewCacheTakesItsPlace() throws {
        let folder = try TemporaryFolder()
        try Self.fill(try CacheStore(path: folder.cachePath, origin: "qiita.com"), items: 40)
        try Self.damageInteriorPages(of: folder.cachePath)

        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        #expect(try store.item(Item.ID("item-3")) == nil)
        #expect(store.notices.drain().filter { $0.contains("was damaged") }.count == 1)
        #expect(try Self.asideFiles(in: folder).contains { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") })
        try store.saveItem(Sample.item("fresh"))
        #expect(try store.item(Item.ID("fresh"))?.title == "Title fresh 日本語")
        #expect(try store.integrityCheck() == "ok")
        #expect(try store.info().items == 1)
        #expect(store.notices.drain().isEmpty)
    }

    @Test func aFileDamagedWhileRunning_isReplacedOnce_andSaidOnce() throws {
        let folder = try TemporaryFolder()
        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        let heard = LockedList()
        store.notices.listen { heard.append($0) }
        try Self.fill(store, items: 300)
        try Self.damageInteriorPages(of: folder.cachePath)

        for number in 0..<300 {
            _ = try store.item(Item.ID("item-\(number)"))
            try store.setRead(true, itemID: "after-\(number)")
        }
        #expect(heard.values.count == 1)
        #expect(heard.values.first?.contains("was damaged") == true)
        #expect(try Self.asideFiles(in: folder).filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }.count == 1)
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func infoAndClear_workOnADamagedFile() throws {
        let folder = try TemporaryFolder()
        try Self.fill(try CacheStore(path: folder.cachePath, origin: "qiita.com"), items: 40)
        try Self.damageInteriorPages(of: folder.cachePath)

        let store = try CacheStore(path: folder.cachePath, origin: "qiita.com")
        #expect(((try? store.integrityCheck()) ?? "an error") != "ok")
        #expect(try store.info().items == 0)
        try store.clear()
        #expect(try store.integrityCheck() == "ok")
    }
}

/// Sentences heard from another thread.
final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []

    func append(_ value: String) { lock.withLock { list.append(value) } }
    var values: [String] { lock.withLock { list } }
}
