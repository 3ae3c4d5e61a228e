import FoundationEssentials
import KijiDomain
import SQLite

extension CacheStore {
    /// The kept items of the store's origin that hold every word of `text`, best first.
    ///
    /// Words of three characters or more pick the rows through the trigram index, which are kept
    /// only when each word stands whole in one of their columns (``SearchQuery``) and ranked by bm25,
    /// a match in the title counting most, over a pool of the first matches by column and date
    /// (``SearchRanking``: with more matches than its pool, a good one can be left out). When every word is
    /// shorter, the items are found with `LIKE` alone, those with a word in the title first, then
    /// the newest. The excerpt is cut around the first word found (``SearchExcerpt``). Nothing typed
    /// is read as FTS5 syntax. An index that is missing or out of step with the cache is made again first.
    public func search(_ text: String, limit: Int = 20) throws -> [SearchMatch] {
        guard let query = SearchQuery(text) else { return [] }
        try prepareSearchIndex()
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        return try read { db in
            let rowids = query.match == nil
                ? try Int64.fetchAll(db, sql: Self.likeSQL(for: query), arguments: [origin, limit] + query.likePatterns)
                : try SearchRanking.rowids(for: query, origin: origin, limit: limit, in: db)
            return try rowids.compactMap { try Self.match(atRow: $0, around: words, in: db) }
        }
    }

    /// Writes the search rows of the queued items, then makes the search index again from the cache
    /// when it is missing or does not hold a row for every kept item; returns how many items of the
    /// store's origin it then indexed, or nil when the queue was all it took.
    @discardableResult
    public func prepareSearchIndex() throws -> Int? {
        guard try !read(SearchIndex.isInStep) else { return nil }
        if try read(SearchIndex.exists) {
            _ = try write { db in try SearchIndex.writeQueued(in: db) }
            if try read(SearchIndex.isInStep) { return nil }
        }
        return try reindex()
    }

    /// Writes the search rows of up to `limit` queued items, in one transaction; returns how many
    /// are still queued. ``SearchIndexCatchUp`` calls it while the reader is idle.
    @discardableResult
    public func writeQueuedSearchRows(limit: Int) throws -> Int {
        try write { db in try SearchIndex.writeQueued(in: db, limit: limit) }
    }

    /// Makes the search index again from every kept item (`kiji cache reindex`); returns how many
    /// items of the store's origin it holds.
    @discardableResult
    public func reindex() throws -> Int {
        try write { db in
            try SearchIndex.rebuild(in: db)
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM item WHERE origin = ?", arguments: [origin]) ?? 0
        }
    }

    /// Up to `?2` rows of origin `?1` holding every word (all short), the `LIKE` patterns from `?3`
    /// on: those with most words in the title first, then the newest.
    private static func likeSQL(for query: SearchQuery) -> String {
        let table = SearchIndex.table
        let inTitle = query.likePatterns.indices.map { #"("\#(table)".title LIKE ?\#($0 + 3) ESCAPE '\')"# }
        return """
            SELECT "\(table)".rowid FROM "\(table)" JOIN item ON item.rowid = "\(table)".rowid
            WHERE item.origin = ?1 AND \(SearchRanking.likeConditions(count: query.likePatterns.count, from: 3).joined(separator: " AND "))
            ORDER BY \(inTitle.joined(separator: " + ")) DESC, item.createdAt DESC LIMIT ?2
            """
    }

    /// The match of the item at `rowid`, its excerpt cut from its indexed columns around `words`;
    /// nil when it is not there (it is, inside the read that found it).
    private static func match(atRow rowid: Int64, around words: [String], in db: Connection) throws -> SearchMatch? {
        let table = SearchIndex.table
        let indexed = SearchIndex.columns.map { #""\#(table)".\#($0) AS indexed_\#($0)"# }.joined(separator: ", ")
        guard let row = try Row.fetchOne(
            db, sql: """
                SELECT item.id, item.title, item.authorID, item.createdAt, item.url, \(indexed)
                FROM item JOIN "\(table)" ON "\(table)".rowid = item.rowid WHERE item.rowid = ?
                """,
            arguments: [rowid])
        else { return nil }
        return SearchMatch(
            id: Item.ID(try row["id"]), title: try row["title"], author: User.ID(try row["authorID"]),
            createdAt: (try row["createdAt"] as Double?).map(Date.init(timeIntervalSince1970:)),
            url: (try row["url"] as String?) ?? "",
            excerpt: SearchExcerpt.cut(try SearchIndex.columns.map { try row["indexed_" + $0] as String }, around: words))
    }
}
