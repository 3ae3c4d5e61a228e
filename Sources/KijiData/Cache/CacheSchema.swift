import SQLite

/// The cache's tables and how each schema version upgrades to the next.
enum CacheSchema {
    /// Marks a database as kiji's (`PRAGMA application_id`), so a foreign file is recognised.
    static let applicationID: Int32 = 0x6B69_6A69

    /// Every migration, in order; a database at any earlier version upgrades in place.
    ///
    /// The statements of v1–v3 are the ones GRDB's table builders wrote when kiji used GRDB, word
    /// for word, so a cache made now and one made then have the same schema. The identifiers are those GRDB
    /// recorded (see ``versionRecordedByGRDB(_:)``): they must not change.
    static let migrations = [
        Migration("v1: items, users and list pages") { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.execute(sql: """
                CREATE TABLE "item" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT NOT NULL, "body" TEXT NOT NULL, \
                "authorID" TEXT NOT NULL, "tags" TEXT NOT NULL, "likesCount" INTEGER NOT NULL, \
                "stocksCount" INTEGER NOT NULL, "createdAt" DOUBLE, "updatedAt" DOUBLE, "url" TEXT, \
                "cachedAt" DOUBLE NOT NULL);
                CREATE TABLE "user" ("id" TEXT PRIMARY KEY NOT NULL, "name" TEXT NOT NULL, \
                "description" TEXT NOT NULL, "itemsCount" INTEGER, "followersCount" INTEGER);
                CREATE TABLE "listPage" ("listKey" TEXT NOT NULL, "page" INTEGER NOT NULL, \
                "perPage" INTEGER NOT NULL, "itemIDs" TEXT NOT NULL, "nextPage" INTEGER, "totalCount" INTEGER, \
                "fetchedAt" DOUBLE NOT NULL, PRIMARY KEY ("listKey", "page", "perPage"));
                """)
        },
        Migration("v2: read marks and body sizes") { db in
            try db.execute(sql: """
                CREATE TABLE "readMark" ("itemID" TEXT PRIMARY KEY NOT NULL, "readAt" DOUBLE NOT NULL);
                ALTER TABLE "item" ADD COLUMN "bodyBytes" INTEGER NOT NULL DEFAULT 0;
                UPDATE item SET bodyBytes = length(CAST(body AS BLOB));
                CREATE INDEX "itemByCachedAt" ON "item"("cachedAt");
                """)
        },
        Migration("v3: comments") { db in
            try db.execute(sql: """
                ALTER TABLE "item" ADD COLUMN "commentsCount" INTEGER NOT NULL DEFAULT 0;
                CREATE TABLE "commentList" ("itemID" TEXT PRIMARY KEY NOT NULL, "fetchedAt" DOUBLE NOT NULL);
                CREATE TABLE "comment" ("id" TEXT PRIMARY KEY NOT NULL, \
                "itemID" TEXT NOT NULL REFERENCES "commentList"("itemID") ON DELETE CASCADE, \
                "position" INTEGER NOT NULL, "body" TEXT NOT NULL, "authorID" TEXT NOT NULL, \
                "createdAt" DOUBLE NOT NULL, "updatedAt" DOUBLE NOT NULL);
                CREATE INDEX "commentByItem" ON "comment"("itemID", "position");
                """)
        },
        // `bodyBytes` is the item row's last column but one, after the body: summing it read every
        // body, overflow pages and all, each time an opened item was kept. The index covers it.
        Migration("v4: an index on body sizes") { db in
            try db.execute(sql: #"CREATE INDEX "itemByBodyBytes" ON "item"("bodyBytes")"#)
        },
        // A feed (the trend, a tag's feed) is kept as the text that came, with its ETag, so that a
        // refresh can send If-None-Match and the kept copy stands in offline; so are the tags and
        // users the timeline follows, by API.
        Migration("v5: feeds and followed sources") { db in
            try db.execute(sql: """
                CREATE TABLE "feed" ("url" TEXT PRIMARY KEY NOT NULL, "etag" TEXT, "body" TEXT NOT NULL, \
                "fetchedAt" DOUBLE NOT NULL);
                CREATE TABLE "followedSources" ("namespace" TEXT PRIMARY KEY NOT NULL, "sources" TEXT NOT NULL, \
                "fetchedAt" DOUBLE NOT NULL);
                """)
        },
    ]

    /// Applies ``migrations``; the version lives in `PRAGMA user_version`.
    static let migrator = Migrator(migrations, adoptUnversioned: versionRecordedByGRDB)

    /// How many of ``migrations`` a cache made by GRDB has; it then forgets GRDB's record.
    ///
    /// Until kiji had its own SQLite layer, GRDB's `DatabaseMigrator` applied these migrations.
    /// It left `user_version` at 0 and listed each applied migration's identifier in a table of
    /// its own, `grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)`. A cache with that table
    /// has as many migrations as it lists of ours; the table is dropped in the transaction that
    /// sets `user_version`, with the migrations that follow, so a cache is never left with
    /// neither record. A cache without the table (a new file) has none.
    static func versionRecordedByGRDB(_ db: Connection) throws -> Int {
        guard try Bool.fetchOne(
            db, sql: "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations'") != nil
        else { return 0 }
        let applied = Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
        try db.execute(sql: "DROP TABLE grdb_migrations")
        return migrations.count { applied.contains($0.identifier) }
    }
}
