import MarkdownText
import SQLite

/// The full-text index of kept items: one FTS5 row per item row, with the item row's rowid.
///
/// The `trigram` tokenizer finds any substring of three characters or more in any script, so a
/// word in the middle of a Japanese sentence is found where `unicode61` (which splits at spaces)
/// misses it. The table keeps no token positions (`detail=column`): with them the index took 2.2
/// times the text it indexes, nearly a position per character. A word of four characters or more
/// is then matched as its trigrams anywhere in the row and kept when it stands whole in a column
/// (``SearchQuery``). Each row holds the item's title, tags, author (login and name), body and
/// comments as plain text: the body and comments as they read, without their Markdown or HTML. Every write
/// that changes what a row holds (an item kept or updated, a body evicted, comments kept, posted,
/// edited or deleted) puts the item in the queue (``queueTable``) in the same transaction, and the
/// row is written later by ``writeQueued(in:limit:)``: before any search, and when the reader has
/// been idle (``SearchIndexCatchUp``). Parsing a body's Markdown costs about a millisecond, and a
/// held PgDn keeps a page of up to 100 items many times a second. ``rebuild(in:)`` makes the
/// whole table again from the cache.
enum SearchIndex {
    /// The FTS5 table's name.
    static let table = "itemText"

    /// The table's columns, in order: the order of ``ColumnWeights``.
    static let columns = ["title", "tags", "author", "body", "comments"]

    /// The statement that makes the table (as missing, when it is).
    static let createTable = """
        CREATE VIRTUAL TABLE IF NOT EXISTS "\(table)" USING fts5(\
        "title", "tags", "author", "body", "comments", tokenize = 'trigram', detail = 'column')
        """

    /// The table of the items (by their rowid) whose row is to be written again.
    static let queueTable = "itemTextQueue"

    /// The statement that makes the queue (as missing, when it is).
    static let createQueueTable = #"CREATE TABLE IF NOT EXISTS "itemTextQueue" ("itemRowid" INTEGER PRIMARY KEY NOT NULL)"#

    /// Puts the item at `rowid` in the queue, once however often it changes before its row is written.
    static func queue(itemAt rowid: Int64, in db: Connection) throws {
        try db.execute(sql: #"INSERT OR IGNORE INTO "\#(queueTable)" (itemRowid) VALUES (?)"#, arguments: [rowid])
    }

    /// Puts the item `id` of `origin` in the queue, when the cache holds it.
    static func queue(item id: String, of origin: String, in db: Connection) throws {
        try db.execute(
            sql: #"INSERT OR IGNORE INTO "\#(queueTable)" (itemRowid) SELECT rowid FROM item WHERE origin = ? AND id = ?"#,
            arguments: [origin, id])
    }

    /// Writes the rows of up to `limit` queued items (every one when nil), first queued first, and
    /// takes them off the queue; returns how many are still queued.
    @discardableResult
    static func writeQueued(in db: Connection, limit: Int? = nil) throws -> Int {
        let rowids = try Int64.fetchAll(
            db, sql: #"SELECT itemRowid FROM "\#(queueTable)" ORDER BY itemRowid LIMIT ?"#, arguments: [limit ?? -1])
        for rowid in rowids {
            try write(itemAt: rowid, in: db)
            try db.execute(sql: #"DELETE FROM "\#(queueTable)" WHERE itemRowid = ?"#, arguments: [rowid])
        }
        return try queued(in: db)
    }

    /// How many items wait in the queue.
    static func queued(in db: Connection) throws -> Int {
        try Int.fetchOne(db, sql: #"SELECT COUNT(*) FROM "\#(queueTable)""#) ?? 0
    }

    /// Writes the row of the item at `rowid` from what the cache holds of it now, or drops it
    /// when the cache holds no such item.
    static func write(itemAt rowid: Int64, in db: Connection) throws {
        try db.execute(sql: #"DELETE FROM "\#(table)" WHERE rowid = ?"#, arguments: [rowid])
        guard let row = try Row.fetchOne(
            db, sql: """
                SELECT item.origin, item.id, item.title, item.tags, item.body, item.authorID, user.name AS authorName
                FROM item LEFT JOIN user ON user.origin = item.origin AND user.id = item.authorID WHERE item.rowid = ?
                """,
            arguments: [rowid])
        else { return }
        let comments = try String.fetchAll(
            db, sql: "SELECT body FROM comment WHERE origin = ? AND itemID = ? ORDER BY position",
            arguments: [row["origin"] as String, row["id"] as String])
        let tags = try String.fetchAll(db, sql: "SELECT value FROM json_each(?)", arguments: [row["tags"] as String])
        let author = [try row["authorID"] as String, (try row["authorName"] as String?) ?? ""]
        try db.execute(
            sql: #"INSERT INTO "\#(table)" (rowid, title, tags, author, body, comments) VALUES (?, ?, ?, ?, ?, ?)"#,
            arguments: [
                rowid, SearchText.plain(try row["title"] as String), SearchText.plain(tags.joined(separator: " ")),
                SearchText.plain(author.joined(separator: " ")), SearchText.fromMarkdown(try row["body"]),
                SearchText.fromMarkdown(comments.joined(separator: "\n\n")),
            ])
    }

    /// Makes the table again, empty or damaged as it was, from every kept item of every origin,
    /// and empties the queue.
    static func rebuild(in db: Connection) throws {
        try db.execute(sql: #"DROP TABLE IF EXISTS "\#(table)""#)
        try db.execute(sql: createTable)
        try db.execute(sql: #"DELETE FROM "\#(queueTable)""#)
        for rowid in try Int64.fetchAll(db, sql: "SELECT rowid FROM item") {
            try write(itemAt: rowid, in: db)
        }
    }

    /// Whether the table is there, no item is queued, and it holds a row for every kept item.
    static func isInStep(in db: Connection) throws -> Bool {
        guard try exists(in: db), try queued(in: db) == 0 else { return false }
        let indexed = try Int.fetchOne(db, sql: #"SELECT COUNT(*) FROM "\#(table)_docsize""#) ?? 0
        return indexed == (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM item") ?? 0)
    }

    /// Whether the table is there.
    static func exists(in db: Connection) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", arguments: [table]) != nil
    }
}
