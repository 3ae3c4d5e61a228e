import FoundationEssentials
import KijiDomain
import SQLite

extension CacheStore {
    /// Keeps an item's comments (oldest first) in place of those kept before, with their authors,
    /// and the kept item's comment count to match.
    public func saveComments(_ comments: [Comment], of item: Item.ID, fetchedAt: Date = Date()) throws {
        defer { indexQueuedItemsWhenIdle() }
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO commentList (origin, itemID, fetchedAt) VALUES (?, ?, ?)
                    ON CONFLICT(origin, itemID) DO UPDATE SET fetchedAt = excluded.fetchedAt
                    """,
                arguments: [origin, item.rawValue, fetchedAt.timeIntervalSince1970])
            try db.execute(sql: "DELETE FROM comment WHERE origin = ? AND itemID = ?", arguments: [origin, item.rawValue])
            for (position, comment) in comments.enumerated() {
                try Self.insert(comment, of: item, origin: origin, at: position, in: db)
            }
            try db.execute(
                sql: "UPDATE item SET commentsCount = ? WHERE origin = ? AND id = ?",
                arguments: [comments.count, origin, item.rawValue])
            try SearchIndex.queue(item: item.rawValue, of: origin, in: db)
        }
    }

    /// An item's kept comments, oldest first, and when they were fetched; nil when none were kept.
    public func comments(of item: Item.ID) throws -> CachedComments? {
        try read { db in
            guard let fetchedAt = try Double.fetchOne(
                db, sql: "SELECT fetchedAt FROM commentList WHERE origin = ? AND itemID = ?", arguments: [origin, item.rawValue])
            else { return nil }
            let rows = try Row.fetchAll(
                db, sql: """
                    SELECT comment.*, user.name AS authorName, user.description AS authorDescription,
                    user.itemsCount AS authorItems, user.followersCount AS authorFollowers
                    FROM comment LEFT JOIN user ON user.origin = comment.origin AND user.id = comment.authorID
                    WHERE comment.origin = ? AND comment.itemID = ? ORDER BY comment.position
                    """,
                arguments: [origin, item.rawValue])
            return CachedComments(comments: try rows.map(Self.comment(from:)), fetchedAt: Date(timeIntervalSince1970: fetchedAt))
        }
    }

    /// Adds a comment just posted after an item's kept comments, when the item's comments are kept.
    public func appendComment(_ comment: Comment, to item: Item.ID) throws {
        defer { indexQueuedItemsWhenIdle() }
        try write { db in
            guard try Bool.fetchOne(
                db, sql: "SELECT 1 FROM commentList WHERE origin = ? AND itemID = ?", arguments: [origin, item.rawValue]) != nil
            else { return }
            let next = try Int.fetchOne(
                db, sql: "SELECT COALESCE(MAX(position) + 1, 0) FROM comment WHERE origin = ? AND itemID = ?",
                arguments: [origin, item.rawValue]) ?? 0
            try Self.insert(comment, of: item, origin: origin, at: next, in: db)
            try db.execute(
                sql: "UPDATE item SET commentsCount = commentsCount + 1 WHERE origin = ? AND id = ?",
                arguments: [origin, item.rawValue])
            try SearchIndex.queue(item: item.rawValue, of: origin, in: db)
        }
    }

    /// Replaces the body and update time of a kept comment; nothing happens when it is not kept.
    public func updateComment(_ comment: Comment) throws {
        defer { indexQueuedItemsWhenIdle() }
        try write { db in
            try db.execute(
                sql: "UPDATE comment SET body = ?, updatedAt = ? WHERE origin = ? AND id = ?",
                arguments: [comment.body, comment.updatedAt.timeIntervalSince1970, origin, comment.id.rawValue])
            if let item = try String.fetchOne(
                db, sql: "SELECT itemID FROM comment WHERE origin = ? AND id = ?", arguments: [origin, comment.id.rawValue]) {
                try SearchIndex.queue(item: item, of: origin, in: db)
            }
        }
    }

    /// Forgets a deleted comment, and lowers its item's kept comment count.
    public func removeComment(_ id: Comment.ID) throws {
        defer { indexQueuedItemsWhenIdle() }
        try write { db in
            guard let item = try String.fetchOne(
                db, sql: "SELECT itemID FROM comment WHERE origin = ? AND id = ?", arguments: [origin, id.rawValue])
            else { return }
            try db.execute(sql: "DELETE FROM comment WHERE origin = ? AND id = ?", arguments: [origin, id.rawValue])
            try db.execute(
                sql: "UPDATE item SET commentsCount = MAX(commentsCount - 1, 0) WHERE origin = ? AND id = ?",
                arguments: [origin, item])
            try SearchIndex.queue(item: item, of: origin, in: db)
        }
    }

    private static func insert(
        _ comment: Comment, of item: Item.ID, origin: String, at position: Int, in db: Connection
    ) throws {
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO comment (origin, id, itemID, position, body, authorID, createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                origin, comment.id.rawValue, item.rawValue, position, comment.body, comment.user.id.rawValue,
                comment.createdAt.timeIntervalSince1970, comment.updatedAt.timeIntervalSince1970,
            ])
        try upsert(comment.user, of: origin, in: db)
    }

    private static func comment(from row: Row) throws -> Comment {
        let user = try User(
            id: User.ID(row["authorID"]), name: row["authorName"] ?? "", description: row["authorDescription"] ?? "",
            itemsCount: row["authorItems"], followersCount: row["authorFollowers"])
        return try Comment(
            id: Comment.ID(row["id"]), body: row["body"], createdAt: Date(timeIntervalSince1970: row["createdAt"]),
            updatedAt: Date(timeIntervalSince1970: row["updatedAt"]), user: user)
    }
}
