import FoundationEssentials
import KijiDomain
import SQLite

extension CacheStore {
    /// How much a word held in each indexed column counts in the ranking: title, tags, author, body, comments.
    static let columnWeights = [10, 5, 3, 1, 1]

    /// The kept items of the store's origin that hold every word of `text`, best first.
    ///
    /// Words of three characters or more pick the rows through the trigram index, ranked by the
    /// columns that hold each word's trigrams (``columnWeights``, the title counting most), then the
    /// newest; rows are then checked in that order until `limit` are kept, each word standing whole
    /// in one of their columns (``SearchQuery``). The index keeps no positions, so bm25 would have to
    /// tokenize every picked row again to count its hits (docs/performance.md). When every word is
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
                : try Self.ranked(query, origin: origin, limit: limit, in: db)
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

    /// The rowids of up to `limit` rows of `origin` holding every word of `query` (which has long
    /// words), best first: every row holding all the trigrams, ranked, then checked with `LIKE` a
    /// batch at a time in that order until `limit` are kept.
    private static func ranked(_ query: SearchQuery, origin: String, limit: Int, in db: Connection) throws -> [Int64] {
        let columnMatches = query.wordMatches.flatMap { match in SearchIndex.columns.map { "{\($0)} : (\(match))" } }
        let candidates = try Int64.fetchAll(
            db, sql: rankingSQL(words: query.wordMatches.count), arguments: [query.match, origin] + columnMatches)
        var kept: [Int64] = []
        var start = 0
        while kept.count < limit, start < candidates.count {
            let batch = candidates[start..<min(candidates.count, start + limit * 2)]
            let list = "[" + batch.map(String.init).joined(separator: ",") + "]"
            let held = Set(try Int64.fetchAll(db, sql: checkSQL(for: query), arguments: [list] + query.likePatterns))
            kept += batch.filter(held.contains)
            start += batch.count
        }
        return Array(kept.prefix(limit))
    }

    /// Every row of origin `?2` holding the trigrams `?1`, ranked by the weights of the columns
    /// holding each word's trigrams (`?3` on, a column filter for each column of each word), then newest first.
    private static func rankingSQL(words: Int) -> String {
        let table = SearchIndex.table
        let score = (0..<words).flatMap { word in
            columnWeights.indices.map { column in
                #"("\#(table)".rowid IN (SELECT rowid FROM "\#(table)" WHERE "\#(table)" MATCH ?\#(3 + word * columnWeights.count + column))) * \#(columnWeights[column])"#
            }
        }
        return """
            SELECT "\(table)".rowid FROM "\(table)" JOIN item ON item.rowid = "\(table)".rowid
            WHERE "\(table)" MATCH ?1 AND item.origin = ?2 ORDER BY \(score.joined(separator: " + ")) DESC, item.createdAt DESC
            """
    }

    /// Which of the rows listed in the JSON array `?1` hold every word, the `LIKE` patterns from `?2` on.
    private static func checkSQL(for query: SearchQuery) -> String {
        let table = SearchIndex.table
        return #"SELECT rowid FROM "\#(table)" WHERE rowid IN (SELECT value FROM json_each(?1)) AND "#
            + likeConditions(count: query.likePatterns.count, from: 2).joined(separator: " AND ")
    }

    /// Up to `?2` rows of origin `?1` holding every word (all short), the `LIKE` patterns from `?3`
    /// on: those with most words in the title first, then the newest.
    private static func likeSQL(for query: SearchQuery) -> String {
        let table = SearchIndex.table
        let inTitle = query.likePatterns.indices.map { #"("\#(table)".title LIKE ?\#($0 + 3) ESCAPE '\')"# }
        return """
            SELECT "\(table)".rowid FROM "\(table)" JOIN item ON item.rowid = "\(table)".rowid
            WHERE item.origin = ?1 AND \(likeConditions(count: query.likePatterns.count, from: 3).joined(separator: " AND "))
            ORDER BY \(inTitle.joined(separator: " + ")) DESC, item.createdAt DESC LIMIT ?2
            """
    }

    /// For each of `count` `LIKE` patterns, bound from parameter `first` on: the condition that some indexed column holds it.
    private static func likeConditions(count: Int, from first: Int) -> [String] {
        (0..<count).map { index in
            "(" + SearchIndex.columns.map { #""\#(SearchIndex.table)".\#($0) LIKE ?\#(first + index) ESCAPE '\'"# }
                .joined(separator: " OR ") + ")"
        }
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
