import FoundationEssentials
import KijiDomain
import SQLite

extension CacheStore {
    /// How much a match in each indexed column counts in bm25's ranking: title, tags, author, body, comments.
    static let columnWeights = [10.0, 5.0, 3.0, 1.0, 1.0]

    /// The kept items of the store's origin that hold every word of `text`, best first.
    ///
    /// Words of three characters or more pick the rows through the trigram index, which are then
    /// kept only when each word stands whole in one of their columns (``SearchQuery``), and are
    /// ranked by bm25, a match in the title counting most (``columnWeights``). When every word is
    /// shorter, the items are found with `LIKE` alone, those with a word in the title first, then
    /// the newest. The excerpt is cut around the first word found (``SearchExcerpt``). Nothing typed
    /// is read as FTS5 syntax. An index that is missing or out of step with the cache is made again first.
    public func search(_ text: String, limit: Int = 20) throws -> [SearchMatch] {
        guard let query = SearchQuery(text) else { return [] }
        try prepareSearchIndex()
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        return try read { db in
            let rows = try Row.fetchAll(db, sql: Self.searchSQL(for: query), arguments: Self.arguments(for: query, origin: origin, limit: limit))
            return try rows.map { row in
                try Self.match(from: row, excerpt: SearchExcerpt.cut(try Self.indexed(row: row["indexRow"], in: db), around: words))
            }
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

    private static func searchSQL(for query: SearchQuery) -> String {
        let table = SearchIndex.table
        let likes = query.likePatterns.indices.map { index in
            "(" + SearchIndex.columns.map { #""\#(table)".\#($0) LIKE ?\#(index + 4) ESCAPE '\'"# }.joined(separator: " OR ") + ")"
        }
        let order = query.match == nil
            ? (query.likePatterns.indices.map { #"("\#(table)".title LIKE ?\#($0 + 4) ESCAPE '\')"# }.joined(separator: " + ")
                + " DESC, item.createdAt DESC")
            : #"bm25("\#(table)", \#(columnWeights.map { String($0) }.joined(separator: ", ")))"#
        let conditions = (query.match == nil ? [] : [#""\#(table)" MATCH ?1"#]) + ["item.origin = ?2"] + likes
        return """
            SELECT item.id, item.title, item.authorID, item.createdAt, item.url, "\(table)".rowid AS indexRow
            FROM "\(table)" JOIN item ON item.rowid = "\(table)".rowid
            WHERE \(conditions.joined(separator: " AND ")) ORDER BY \(order) LIMIT ?3
            """
    }

    private static func arguments(for query: SearchQuery, origin: String, limit: Int) -> [(any DatabaseValueConvertible)?] {
        [query.match ?? "", origin, limit] + query.likePatterns
    }

    /// The indexed columns of the index row `rowid`, in the order of ``SearchIndex/columns``.
    ///
    /// Read for the rows kept after ranking only: read in the ranking query, every match's text
    /// would be copied into the sort before the best were kept.
    private static func indexed(row rowid: Int64, in db: Connection) throws -> [String] {
        let columns = SearchIndex.columns.map { #""\#($0)""# }.joined(separator: ", ")
        guard let row = try Row.fetchOne(
            db, sql: #"SELECT \#(columns) FROM "\#(SearchIndex.table)" WHERE rowid = ?"#, arguments: [rowid])
        else { return [] }
        return try SearchIndex.columns.map { try row[$0] as String }
    }

    /// A match from a row of ``searchSQL(for:)`` and its excerpt.
    private static func match(from row: Row, excerpt: [SearchMatch.Part]) throws -> SearchMatch {
        SearchMatch(
            id: Item.ID(try row["id"]), title: try row["title"], author: User.ID(try row["authorID"]),
            createdAt: (try row["createdAt"] as Double?).map(Date.init(timeIntervalSince1970:)),
            url: (try row["url"] as String?) ?? "", excerpt: excerpt)
    }
}
