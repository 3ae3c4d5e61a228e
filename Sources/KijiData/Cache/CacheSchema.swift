import GRDB

/// The cache's tables and how each schema version upgrades to the next.
enum CacheSchema {
    /// Marks a database as kiji's (`PRAGMA application_id`), so a foreign file is recognised.
    static let applicationID: Int32 = 0x6B69_6A69

    /// Every migration, in order; a database at any earlier version upgrades in place.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: items, users and list pages") { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.create(table: "item") { table in
                table.primaryKey("id", .text)
                table.column("title", .text).notNull()
                table.column("body", .text).notNull()
                table.column("authorID", .text).notNull()
                table.column("tags", .text).notNull()
                table.column("likesCount", .integer).notNull()
                table.column("stocksCount", .integer).notNull()
                table.column("createdAt", .double)
                table.column("updatedAt", .double)
                table.column("url", .text)
                table.column("cachedAt", .double).notNull()
            }
            try db.create(table: "user") { table in
                table.primaryKey("id", .text)
                table.column("name", .text).notNull()
                table.column("description", .text).notNull()
                table.column("itemsCount", .integer)
                table.column("followersCount", .integer)
            }
            try db.create(table: "listPage") { table in
                table.column("listKey", .text).notNull()
                table.column("page", .integer).notNull()
                table.column("perPage", .integer).notNull()
                table.column("itemIDs", .text).notNull()
                table.column("nextPage", .integer)
                table.column("totalCount", .integer)
                table.column("fetchedAt", .double).notNull()
                table.primaryKey(["listKey", "page", "perPage"])
            }
        }
        migrator.registerMigration("v2: read marks and body sizes") { db in
            try db.create(table: "readMark") { table in
                table.primaryKey("itemID", .text)
                table.column("readAt", .double).notNull()
            }
            try db.alter(table: "item") { table in
                table.add(column: "bodyBytes", .integer).notNull().defaults(to: 0)
            }
            try db.execute(sql: "UPDATE item SET bodyBytes = length(CAST(body AS BLOB))")
            try db.create(index: "itemByCachedAt", on: "item", columns: ["cachedAt"])
        }
        migrator.registerMigration("v3: comments") { db in
            try db.alter(table: "item") { table in
                table.add(column: "commentsCount", .integer).notNull().defaults(to: 0)
            }
            try db.create(table: "commentList") { table in
                table.primaryKey("itemID", .text)
                table.column("fetchedAt", .double).notNull()
            }
            try db.create(table: "comment") { table in
                table.primaryKey("id", .text)
                table.column("itemID", .text).notNull().references("commentList", onDelete: .cascade)
                table.column("position", .integer).notNull()
                table.column("body", .text).notNull()
                table.column("authorID", .text).notNull()
                table.column("createdAt", .double).notNull()
                table.column("updatedAt", .double).notNull()
            }
            try db.create(index: "commentByItem", on: "comment", columns: ["itemID", "position"])
        }
        return migrator
    }
}
