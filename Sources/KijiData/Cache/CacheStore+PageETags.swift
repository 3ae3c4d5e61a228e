import FoundationEssentials
import SQLite

extension CacheStore {
    /// The `ETag` a kept page of a list came with, to ask for it again with `If-None-Match`; nil when
    /// it came with none, or when it is not whole: an item it lists is no longer kept, or kept
    /// without its body (evicted), which a 304 would not bring back.
    public func pageETag(list: ListKey, number: Int, perPage: Int) throws -> String? {
        try read { db in
            try String.fetchOne(
                db, sql: """
                    SELECT etag FROM listPage WHERE listKey = ? AND page = ? AND perPage = ? AND NOT EXISTS (
                        SELECT 1 FROM json_each(listPage.itemIDs) AS listed
                        LEFT JOIN item ON item.origin = ? AND item.id = listed.value
                        WHERE item.bodyBytes IS NULL OR item.bodyBytes = 0)
                    """,
                arguments: [list.rawValue, number, perPage, origin])
        }
    }

    /// Records that the API said a kept page stands (a 304 for its `ETag`): it is as current as at
    /// `date`, which is what an offline list then says it was kept at.
    public func confirmPage(list: ListKey, number: Int, perPage: Int, at date: Date = Date()) throws {
        try write { db in
            try db.execute(
                sql: "UPDATE listPage SET fetchedAt = ? WHERE listKey = ? AND page = ? AND perPage = ?",
                arguments: [date.timeIntervalSince1970, list.rawValue, number, perPage])
        }
    }
}
