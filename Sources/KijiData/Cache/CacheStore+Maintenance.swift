import FoundationEssentials
import Glibc
import SQLite

/// What the cache holds for one origin, for `kiji cache info`.
public struct CacheInfo: Sendable, Equatable {
    /// The database file.
    public var path: String
    /// The origin counted (the store's), e.g. `qiita.com`.
    public var origin: String
    /// Bytes on disk, WAL included, for every origin.
    public var fileBytes: Int
    /// Items kept.
    public var items: Int
    /// Items whose body is kept.
    public var itemsWithBody: Int
    /// Bytes of body text kept.
    public var bodyBytes: Int
    /// List pages kept.
    public var pages: Int
    /// Items marked read.
    public var readItems: Int
    /// Articles left part-way, which open again where they were left.
    public var readingPlaces: Int
    /// Items with a row in the search index.
    public var indexedItems: Int
    /// Items waiting for their search index row (written once the reader is idle, or before a search).
    public var itemsWaitingForIndex: Int
    /// The oldest page's fetch time, if any page is kept.
    public var oldestFetch: Date?
}

extension CacheStore {
    /// Bytes the database takes on disk, its write-ahead log included.
    public var fileBytes: Int {
        ["", "-wal"].reduce(0) { total, suffix in total + Self.size(ofFileAt: path + suffix) }
    }

    /// Counts what is kept for the store's origin.
    public func info() throws -> CacheInfo {
        let fileBytes = fileBytes
        let mine: [(any DatabaseValueConvertible)?] = [origin]
        let pages = "FROM listPage WHERE substr(listKey, 1, length(?1) + 1) = ?1 || '|'"
        return try read { db in
            CacheInfo(
                path: path, origin: origin, fileBytes: fileBytes,
                items: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM item WHERE origin = ?", arguments: mine) ?? 0,
                itemsWithBody: try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM item WHERE origin = ? AND bodyBytes > 0", arguments: mine) ?? 0,
                bodyBytes: try Int.fetchOne(
                    db, sql: "SELECT COALESCE(SUM(bodyBytes), 0) FROM item WHERE origin = ?", arguments: mine) ?? 0,
                pages: try Int.fetchOne(db, sql: "SELECT COUNT(*) \(pages)", arguments: mine) ?? 0,
                readItems: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM readMark WHERE origin = ?", arguments: mine) ?? 0,
                readingPlaces: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM readingPlace WHERE origin = ?", arguments: mine) ?? 0,
                indexedItems: try Int.fetchOne(
                    db, sql: #"SELECT COUNT(*) FROM "\#(SearchIndex.table)_docsize" AS indexed JOIN item ON item.rowid = indexed.id WHERE item.origin = ?"#,
                    arguments: mine) ?? 0,
                itemsWaitingForIndex: try Int.fetchOne(
                    db, sql: #"SELECT COUNT(*) FROM "\#(SearchIndex.queueTable)" JOIN item ON item.rowid = itemRowid WHERE origin = ?"#,
                    arguments: mine) ?? 0,
                oldestFetch: (try Double.fetchOne(db, sql: "SELECT MIN(fetchedAt) \(pages)", arguments: mine))
                    .map(Date.init(timeIntervalSince1970:)))
        }
    }

    /// A file's size in bytes, from `stat`; 0 when it is missing.
    ///
    /// Not `FileManager`'s `[.size] as? Int`: FoundationEssentials gives a `UInt` there, which
    /// that cast read only while full Foundation was linked and made it an `NSNumber`.
    private static func size(ofFileAt path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    /// Forgets every kept item, comment, user, page and feed of every origin, and the search index; read marks stay,
    /// since they are the user's own record. Returns how many items and list pages there were.
    @discardableResult
    public func clear() throws -> (items: Int, pages: Int) {
        let counts = try write { db in
            let counts = (
                items: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM item") ?? 0,
                pages: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM listPage") ?? 0)
            try db.execute(sql: "DELETE FROM listPage")
            try db.execute(sql: "DELETE FROM feed")
            try db.execute(sql: "DELETE FROM followedSources")
            try db.execute(sql: "DELETE FROM comment")
            try db.execute(sql: "DELETE FROM commentList")
            try db.execute(sql: "DELETE FROM item")
            try db.execute(sql: "DELETE FROM user")
            try db.execute(sql: #"DELETE FROM "\#(SearchIndex.table)""#)
            try db.execute(sql: #"DELETE FROM "\#(SearchIndex.queueTable)""#)
            return counts
        }
        try checkpoint()
        try writeWithoutTransaction { db in try db.execute(sql: "VACUUM") }
        return counts
    }

    /// Moves everything the write-ahead log holds into the file and empties the log.
    ///
    /// Called when kiji quits: the process exits without closing its connections, so SQLite's own
    /// checkpoint at the last close never runs, and the next start would read the whole log (up to
    /// the 1,000-page autocheckpoint, 4 MB) to rebuild its index before the first query.
    public func checkpoint() throws {
        try writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    }

    /// `PRAGMA integrity_check`: "ok" when the file is sound. A damaged file is reported, not replaced.
    public func integrityCheck() throws -> String {
        try database.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? "" }
    }
}
