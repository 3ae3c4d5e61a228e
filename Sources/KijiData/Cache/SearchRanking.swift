import SQLite

/// The order of the rows that hold every word of a query with a word of three characters or more:
/// bm25 over a pool of matches picked cheaply first.
///
/// The index keeps no token positions (`detail=column`), so bm25, which counts each word's hits
/// in each column, tokenizes every row it ranks again: about 18 µs a row, 65 ms for the 3,600 rows
/// a common word picks among 10,000 items (docs/performance.md). Ranking is therefore done in
/// two stages. First the rows holding every trigram are put in the order of the columns that hold
/// each word's trigrams (``columnWeights``, the title counting most), then the newest, and checked
/// with `LIKE` in that order, a batch at a time, until ``pool`` hold each word whole in a column
/// (``SearchQuery``). Then bm25, with the same column weights, orders only those, ties kept in
/// that order. What is shown is thus ranked by bm25, but only among the pool: when more than
/// ``pool`` rows hold the words, a row that bm25 would put near the top is left out if ``pool``
/// others come before it by columns and date (an old article holding the word many times in its
/// body only, behind ``pool`` newer ones holding it in theirs).
enum SearchRanking {
    /// How much a word held in each indexed column counts, in both stages: title, tags, author, body, comments.
    static let columnWeights = [10, 5, 3, 1, 1]

    /// How many matches bm25 orders (more when more are asked for): over 100 rows it takes about
    /// 2 ms, and a query of two common words stays near 16 ms at the median with other builds
    /// on the cores, where 200 reached 22 ms (docs/performance.md).
    static let pool = 100

    /// The rowids of up to `limit` rows of `origin` holding every word of `query` (which has long words), best first.
    static func rowids(for query: SearchQuery, origin: String, limit: Int, in db: Connection) throws -> [Int64] {
        let matches = try firstMatchesByColumns(query, origin: origin, count: max(pool, limit), in: db)
        return Array(try orderedByBM25(matches, query: query, in: db).prefix(limit))
    }

    /// For each of `count` `LIKE` patterns, bound from parameter `first` on: the condition that some indexed column holds it.
    static func likeConditions(count: Int, from first: Int) -> [String] {
        (0..<count).map { index in
            "(" + SearchIndex.columns.map { #""\#(SearchIndex.table)".\#($0) LIKE ?\#(first + index) ESCAPE '\'"# }
                .joined(separator: " OR ") + ")"
        }
    }

    /// Up to `count` rowids of rows holding every word, in the order of ``columnsSQL(words:)``:
    /// the rows holding all the trigrams are checked with `LIKE` `count` at a time in that order.
    private static func firstMatchesByColumns(
        _ query: SearchQuery, origin: String, count: Int, in db: Connection
    ) throws -> [Int64] {
        let columnMatches = query.wordMatches.flatMap { match in SearchIndex.columns.map { "{\($0)} : (\(match))" } }
        let candidates = try Int64.fetchAll(
            db, sql: columnsSQL(words: query.wordMatches.count), arguments: [query.match, origin] + columnMatches)
        var kept: [Int64] = []
        var start = 0
        while kept.count < count, start < candidates.count {
            let batch = candidates[start..<min(candidates.count, start + count)]
            let held = Set(try Int64.fetchAll(db, sql: checkSQL(for: query), arguments: [jsonArray(batch)] + query.likePatterns))
            kept += batch.filter(held.contains)
            start += batch.count
        }
        return Array(kept.prefix(count))
    }

    /// `rowids` ordered by bm25 over `query`'s trigrams, the best first; rows bm25 ranks alike keep their order.
    private static func orderedByBM25(_ rowids: [Int64], query: SearchQuery, in db: Connection) throws -> [Int64] {
        var score: [Int64: Double] = [:]
        for row in try Row.fetchAll(db, sql: bm25SQL, arguments: [query.match, jsonArray(rowids)]) {
            score[try row["rowid"]] = try row["score"]
        }
        return rowids.enumerated()
            .sorted { (score[$0.element] ?? 0, $0.offset) < (score[$1.element] ?? 0, $1.offset) }
            .map(\.element)
    }

    /// Every row of origin `?2` holding the trigrams `?1`, ranked by the weights of the columns
    /// holding each word's trigrams (`?3` on, a column filter for each column of each word), then newest first.
    private static func columnsSQL(words: Int) -> String {
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
        #"SELECT rowid FROM "\#(SearchIndex.table)" WHERE rowid IN (SELECT value FROM json_each(?1)) AND "#
            + likeConditions(count: query.likePatterns.count, from: 2).joined(separator: " AND ")
    }

    /// The bm25 score (lower is better) of each row listed in the JSON array `?2` that holds the trigrams `?1`.
    ///
    /// bm25 is computed only for the listed rows: one pass over the rows holding the trigrams, the
    /// others left by the `IN` before bm25 is asked. The unary `+` keeps the `IN` from FTS5, which
    /// would otherwise look each row up with a filter of its own and count every trigram's rows in
    /// the whole index again for each (bm25's inverse document frequencies): 19 ms, not 2, for 100 rows.
    private static var bm25SQL: String {
        let table = SearchIndex.table
        return """
            SELECT rowid, bm25("\(table)", \(columnWeights.map(String.init).joined(separator: ", "))) AS score
            FROM "\(table)" WHERE "\(table)" MATCH ?1 AND +rowid IN (SELECT value FROM json_each(?2))
            """
    }

    /// `rowids` as a JSON array, for `json_each`.
    private static func jsonArray(_ rowids: some Collection<Int64>) -> String {
        "[" + rowids.map(String.init).joined(separator: ",") + "]"
    }
}
