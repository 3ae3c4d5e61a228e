import FoundationEssentials
import KijiDomain
import SQLite

extension CacheStore {
    /// Keeps a fetched page of a list, its items and their authors, with the `ETag` the API sent
    /// for it when there was one, then keeps the bodies in bound.
    public func savePage(
        _ page: Page<Item>, list: ListKey, number: Int, perPage: Int, etag: String? = nil, fetchedAt: Date = Date()
    ) throws {
        defer { indexQueuedItemsWhenIdle() }
        try write { db in
            for item in page.elements { try Self.upsert(item, of: origin, at: fetchedAt, in: db) }
            let ids = String(decoding: try JSONEncoder().encode(page.elements.map(\.id.rawValue)), as: UTF8.self)
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO listPage (listKey, page, perPage, itemIDs, nextPage, totalCount, fetchedAt, etag)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    list.rawValue, number, perPage, ids, page.nextPage, page.totalCount, fetchedAt.timeIntervalSince1970, etag,
                ])
            try Self.evictBodies(in: db, limit: bodyLimitBytes)
        }
    }

    /// A kept page of a list, with the items that are still kept, in order, without their bodies:
    /// a list shows rows, and the bodies were a fifth of the time a warm start spends reading page 1.
    public func page(list: ListKey, number: Int, perPage: Int) throws -> CachedPage<Item>? {
        try read { db in
            guard let row = try Row.fetchOne(
                db, sql: "SELECT * FROM listPage WHERE listKey = ? AND page = ? AND perPage = ?",
                arguments: [list.rawValue, number, perPage])
            else { return nil }
            let items = try Self.items(listedIn: row["itemIDs"], of: origin, withBodies: false, in: db)
            let page = Page(elements: items, nextPage: try row["nextPage"], totalCount: try row["totalCount"])
            return CachedPage(page: page, fetchedAt: Date(timeIntervalSince1970: try row["fetchedAt"]))
        }
    }

    /// Keeps one item with its body.
    public func saveItem(_ item: Item, fetchedAt: Date = Date()) throws {
        defer { indexQueuedItemsWhenIdle() }
        try write { db in
            try Self.upsert(item, of: origin, at: fetchedAt, in: db)
            try Self.evictBodies(in: db, limit: bodyLimitBytes)
        }
    }

    /// A kept item, with its body unless the body was evicted.
    public func item(_ id: Item.ID) throws -> Item? {
        let ids = String(decoding: try JSONEncoder().encode([id.rawValue]), as: UTF8.self)
        return try read { db in try Self.items(listedIn: ids, of: origin, withBodies: true, in: db).first }
    }

    /// Keeps an item of `origin` and its author, keeping its row (and rowid) when it was kept, and
    /// queues its search row.
    private static func upsert(_ item: Item, of origin: String, at fetchedAt: Date, in db: Connection) throws {
        let tags = String(decoding: try JSONEncoder().encode(item.tags.map(\.name)), as: UTF8.self)
        try db.execute(
            sql: """
                INSERT INTO item
                (origin, id, title, body, bodyBytes, authorID, tags, likesCount, stocksCount, commentsCount, createdAt, updatedAt,
                url, cachedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (origin, id) DO UPDATE SET title = excluded.title, body = excluded.body,
                bodyBytes = excluded.bodyBytes, authorID = excluded.authorID, tags = excluded.tags,
                likesCount = excluded.likesCount, stocksCount = excluded.stocksCount, commentsCount = excluded.commentsCount,
                createdAt = excluded.createdAt, updatedAt = excluded.updatedAt, url = excluded.url, cachedAt = excluded.cachedAt
                """,
            arguments: [
                origin, item.id.rawValue, item.title, item.body, item.body.utf8.count, item.author.id.rawValue, tags,
                item.likesCount, item.stocksCount, item.commentsCount, item.createdAt?.timeIntervalSince1970,
                item.updatedAt?.timeIntervalSince1970, item.url.isEmpty ? nil : item.url, fetchedAt.timeIntervalSince1970,
            ])
        try upsert(item.author, of: origin, in: db)
        try SearchIndex.queue(item: item.id.rawValue, of: origin, in: db)
    }

    /// Keeps a user's profile of `origin`, replacing what was kept.
    static func upsert(_ user: User, of origin: String, in db: Connection) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO user (origin, id, name, description, itemsCount, followersCount) VALUES (?, ?, ?, ?, ?, ?)",
            arguments: [origin, user.id.rawValue, user.name, user.description, user.itemsCount, user.followersCount])
    }

    /// The kept items of `origin` that `ids`, a JSON array, lists, in its order, with their authors and tags,
    /// and with their bodies or with empty ones.
    ///
    /// One query and one JSONDecoder call for any number of items: a warm start reads page 1 before
    /// its first frame, and a statement and a JSONDecoder call per item were most of that read.
    /// `json()` makes each item's tags one valid JSON value, so joining them with commas inside
    /// brackets yields an array with exactly one element per item.
    private static func items(listedIn ids: String, of origin: String, withBodies: Bool, in db: Connection) throws -> [Item] {
        let rows = try Row.fetchCursor(
            db, sql: "SELECT item.id, item.title, \(withBodies ? "item.body" : "'' AS body"), item.authorID, "
                + "item.likesCount, item.stocksCount, item.commentsCount, item.createdAt, item.updatedAt, item.url, "
                + "json(item.tags) AS tagsJSON, user.name AS authorName, "
                + "user.description AS authorDescription, user.itemsCount AS authorItems, "
                + "user.followersCount AS authorFollowers FROM json_each(?) AS listed "
                + "JOIN item ON item.origin = ?2 AND item.id = listed.value "
                + "LEFT JOIN user ON user.origin = item.origin AND user.id = item.authorID ORDER BY listed.key",
            arguments: [ids, origin])
        var items: [Item] = []
        var tagArrays: [String] = []
        while let row = try rows.next() {
            items.append(try item(from: row))
            tagArrays.append(try row["tagsJSON"])
        }
        let tags = try JSONDecoder().decode([[String]].self, from: Data("[\(tagArrays.joined(separator: ","))]".utf8))
        for (index, names) in zip(items.indices, tags) { items[index].tags = names.map(Tag.init) }
        return items
    }

    /// An item from a row of ``items(listedIn:of:withBodies:in:)``, without its tags.
    private static func item(from row: Row) throws -> Item {
        let author = try User(
            id: User.ID(row["authorID"]), name: row["authorName"] ?? "", description: row["authorDescription"] ?? "",
            itemsCount: row["authorItems"], followersCount: row["authorFollowers"])
        return try Item(
            id: Item.ID(row["id"]), title: row["title"], body: row["body"], author: author,
            likesCount: row["likesCount"], stocksCount: row["stocksCount"], commentsCount: row["commentsCount"],
            createdAt: (row["createdAt"] as Double?).map(Date.init(timeIntervalSince1970:)),
            updatedAt: (row["updatedAt"] as Double?).map(Date.init(timeIntervalSince1970:)),
            url: row["url"] ?? "")
    }

    /// Drops bodies of any origin, oldest unread first (then oldest read), until the kept bodies fit `limit`.
    static func evictBodies(in db: Connection, limit: Int) throws {
        var total = try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(bodyBytes), 0) FROM item") ?? 0
        guard total > limit else { return }
        let candidates = try Row.fetchCursor(
            db, sql: """
                SELECT rowid, bodyBytes FROM item WHERE bodyBytes > 0
                ORDER BY ((origin, id) IN (SELECT origin, itemID FROM readMark)), cachedAt
                """)
        var evicted: [Int64] = []
        while total > limit, let row = try candidates.next() {
            evicted.append(try row["rowid"])
            total -= try row["bodyBytes"] as Int
        }
        for id in evicted {
            try db.execute(sql: "UPDATE item SET body = '', bodyBytes = 0 WHERE rowid = ?", arguments: [id])
            try SearchIndex.queue(itemAt: id, in: db)
        }
    }
}
