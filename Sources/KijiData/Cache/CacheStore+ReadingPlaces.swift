import FoundationEssentials
import KijiDomain
import SQLite

extension CacheStore {
    /// Where the reader left the item `itemID` of the store's origin, if a place is kept.
    public func readingPlace(itemID: String) throws -> KeptReadingPlace? {
        try read { db in
            guard let row = try Row.fetchOne(
                db, sql: "SELECT words, occurrence, linesAbove, share, version FROM readingPlace WHERE origin = ? AND itemID = ?",
                arguments: [origin, itemID])
            else { return nil }
            let place = ReadingPlace(
                words: try row["words"], occurrence: try row["occurrence"], linesAbove: try row["linesAbove"], share: try row["share"])
            return KeptReadingPlace(place: place, version: try row["version"])
        }
    }

    /// Keeps where the reader left the item `itemID` (at `date`); nil forgets it.
    public func setReadingPlace(_ kept: KeptReadingPlace?, itemID: String, at date: Date = Date()) throws {
        try write { db in
            guard let kept else {
                try db.execute(sql: "DELETE FROM readingPlace WHERE origin = ? AND itemID = ?", arguments: [origin, itemID])
                return
            }
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO readingPlace (origin, itemID, words, occurrence, linesAbove, share, version, leftAt) \
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    origin, itemID, kept.place.words, kept.place.occurrence, kept.place.linesAbove, kept.place.share, kept.version,
                    date.timeIntervalSince1970,
                ])
        }
    }
}
