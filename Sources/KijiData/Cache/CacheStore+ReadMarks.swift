import FoundationEssentials
import SQLite

extension CacheStore {
    /// Every item id of the store's origin marked read.
    public func readItemIDs() throws -> Set<String> {
        try read { db in
            Set(try String.fetchAll(db, sql: "SELECT itemID FROM readMark WHERE origin = ?", arguments: [origin]))
        }
    }

    /// Marks an item read (now) or unread.
    public func setRead(_ read: Bool, itemID: String, at date: Date = Date()) throws {
        try write { db in
            if read {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO readMark (origin, itemID, readAt) VALUES (?, ?, ?)",
                    arguments: [origin, itemID, date.timeIntervalSince1970])
            } else {
                try db.execute(sql: "DELETE FROM readMark WHERE origin = ? AND itemID = ?", arguments: [origin, itemID])
            }
        }
    }
}
