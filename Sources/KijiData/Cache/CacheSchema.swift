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

    /// Applies ``migrations``, ``keepingOrigins(_:)``, ``searchIndex``, ``searchIndexQueue``,
    /// ``readingPlaces``, ``syncJournal``, ``searchIndexWithoutPositions`` and ``listPageETags``;
    /// the version lives in `PRAGMA user_version`.
    static func migrator(unknownOrigin rows: UnknownOriginRows) -> Migrator {
        Migrator(
            migrations + [
                keepingOrigins(rows), searchIndex, searchIndexQueue, readingPlaces, syncJournal, searchIndexWithoutPositions,
                listPageETags,
            ],
            adoptUnversioned: versionRecordedByGRDB)
    }

    /// v12: each kept list page's `ETag`, when the API sent one, so that `kiji sync` asks for the
    /// page again with `If-None-Match` and a 304 leaves the kept page standing. Pages kept before
    /// have none, and are asked for whole once more.
    static let listPageETags = Migration("v12: list pages' ETags") { db in
        try db.execute(sql: #"ALTER TABLE "listPage" ADD COLUMN "etag" TEXT"#)
    }

    /// v11: the search index made again without token positions (`detail=column`, ``SearchIndex``),
    /// empty and its queue with it, as ``searchIndex`` made it: the first search fills it. An index
    /// made with positions is never read with the queries made for one without.
    static let searchIndexWithoutPositions = Migration("v11: the search index without positions") { db in
        try db.execute(sql: #"DROP TABLE IF EXISTS "\#(SearchIndex.table)""#)
        try db.execute(sql: SearchIndex.createTable)
        try db.execute(sql: #"DELETE FROM "\#(SearchIndex.queueTable)""#)
    }

    /// v10: the journal of `kiji sync` (``SyncJournal``): by origin, when the last run started and
    /// whether it finished, and the steps (a list's page, an item's comments) the run has done, so
    /// that a run stopped half-way goes on without fetching them again.
    static let syncJournal = Migration("v10: the sync journal") { db in
        try db.execute(sql: """
            CREATE TABLE "syncRun" ("origin" TEXT PRIMARY KEY NOT NULL, "startedAt" DOUBLE NOT NULL, "finishedAt" DOUBLE);
            CREATE TABLE "syncStep" ("origin" TEXT NOT NULL, "step" TEXT NOT NULL, PRIMARY KEY ("origin", "step"));
            """)
    }

    /// v9: where the reader left each article, by origin like its read mark: the first words of
    /// the line at the top, which of their occurrences, the lines above them and the share of the
    /// article above the view, with the article's version then (``ArticleVersion``).
    static let readingPlaces = Migration("v9: reading places") { db in
        try db.execute(sql: """
            CREATE TABLE "readingPlace" ("origin" TEXT NOT NULL, "itemID" TEXT NOT NULL, "words" TEXT NOT NULL, \
            "occurrence" INTEGER NOT NULL, "linesAbove" INTEGER NOT NULL, "share" DOUBLE NOT NULL, \
            "version" TEXT NOT NULL, "leftAt" DOUBLE NOT NULL, PRIMARY KEY ("origin", "itemID"))
            """)
    }

    /// v8: the items whose search index row is waiting to be written (``SearchIndex/queueTable``):
    /// keeping a page no longer parses every body on the way to the screen. A v7 cache wrote its
    /// rows as it kept items, so its queue starts empty.
    static let searchIndexQueue = Migration("v8: the search index's queue") { db in
        try db.execute(sql: SearchIndex.createQueueTable)
    }

    /// v7: the full-text index of kept items (``SearchIndex``), made empty: the first search
    /// finds it out of step with the items and fills it, so that an upgrade does not wait for it.
    static let searchIndex = Migration("v7: the search index") { db in
        try db.execute(sql: SearchIndex.createTable)
    }

    /// v6: every item, user, read mark and comment row belongs to the API origin it came from (the
    /// cache namespace, e.g. `qiita.com`, `127.0.0.1:8080` or the demo's `demo-<seed>-<items>`), so
    /// that one origin never shows another's. Lists, feeds and followed sources were already kept
    /// by origin, in their keys.
    ///
    /// The tables are made again with the origin in their primary keys, as SQLite cannot change a
    /// primary key in place. The rows kept before carry no origin: they are given `rows.origin`,
    /// except the demo stub's items (and their read marks and comments), which are dropped with
    /// the demo's list pages and the users no row names any longer.
    static func keepingOrigins(_ rows: UnknownOriginRows) -> Migration {
        Migration("v6: rows by origin") { db in
            try db.execute(sql: """
                DROP INDEX "itemByCachedAt";
                DROP INDEX "itemByBodyBytes";
                DROP INDEX "commentByItem";
                ALTER TABLE "comment" RENAME TO "comment_v5";
                ALTER TABLE "commentList" RENAME TO "commentList_v5";
                ALTER TABLE "item" RENAME TO "item_v5";
                ALTER TABLE "user" RENAME TO "user_v5";
                ALTER TABLE "readMark" RENAME TO "readMark_v5";
                CREATE TABLE "item" ("origin" TEXT NOT NULL, "id" TEXT NOT NULL, "title" TEXT NOT NULL, \
                "body" TEXT NOT NULL, "authorID" TEXT NOT NULL, "tags" TEXT NOT NULL, "likesCount" INTEGER NOT NULL, \
                "stocksCount" INTEGER NOT NULL, "createdAt" DOUBLE, "updatedAt" DOUBLE, "url" TEXT, \
                "cachedAt" DOUBLE NOT NULL, "bodyBytes" INTEGER NOT NULL DEFAULT 0, \
                "commentsCount" INTEGER NOT NULL DEFAULT 0, PRIMARY KEY ("origin", "id"));
                CREATE TABLE "user" ("origin" TEXT NOT NULL, "id" TEXT NOT NULL, "name" TEXT NOT NULL, \
                "description" TEXT NOT NULL, "itemsCount" INTEGER, "followersCount" INTEGER, PRIMARY KEY ("origin", "id"));
                CREATE TABLE "readMark" ("origin" TEXT NOT NULL, "itemID" TEXT NOT NULL, "readAt" DOUBLE NOT NULL, \
                PRIMARY KEY ("origin", "itemID"));
                CREATE TABLE "commentList" ("origin" TEXT NOT NULL, "itemID" TEXT NOT NULL, "fetchedAt" DOUBLE NOT NULL, \
                PRIMARY KEY ("origin", "itemID"));
                CREATE TABLE "comment" ("origin" TEXT NOT NULL, "id" TEXT NOT NULL, "itemID" TEXT NOT NULL, \
                "position" INTEGER NOT NULL, "body" TEXT NOT NULL, "authorID" TEXT NOT NULL, \
                "createdAt" DOUBLE NOT NULL, "updatedAt" DOUBLE NOT NULL, PRIMARY KEY ("origin", "id"), \
                FOREIGN KEY ("origin", "itemID") REFERENCES "commentList"("origin", "itemID") ON DELETE CASCADE);
                CREATE INDEX "itemByCachedAt" ON "item"("cachedAt");
                CREATE INDEX "itemByBodyBytes" ON "item"("bodyBytes");
                CREATE INDEX "commentByItem" ON "comment"("origin", "itemID", "position");
                """)
            try db.execute(
                sql: """
                    INSERT INTO item SELECT ?, id, title, body, authorID, tags, likesCount, stocksCount, createdAt, \
                    updatedAt, url, cachedAt, bodyBytes, commentsCount FROM item_v5;
                    INSERT INTO user SELECT ?, id, name, description, itemsCount, followersCount FROM user_v5;
                    INSERT INTO readMark SELECT ?, itemID, readAt FROM readMark_v5;
                    INSERT INTO commentList SELECT ?, itemID, fetchedAt FROM commentList_v5;
                    INSERT INTO comment SELECT ?, id, itemID, position, body, authorID, createdAt, updatedAt FROM comment_v5 \
                    WHERE itemID IN (SELECT itemID FROM commentList_v5);
                    DROP TABLE comment_v5;
                    DROP TABLE commentList_v5;
                    DROP TABLE item_v5;
                    DROP TABLE user_v5;
                    DROP TABLE readMark_v5;
                    """,
                arguments: Array(repeating: rows.origin as (any DatabaseValueConvertible)?, count: 5))
            try dropDemoRows(rows, in: db)
        }
    }

    /// Drops the rows `rows.isDemoItem` names among those just given `rows.origin`, the demo's
    /// list pages, and the users of that origin no item or comment names any longer.
    private static func dropDemoRows(_ rows: UnknownOriginRows, in db: Connection) throws {
        let ids = Set(try String.fetchAll(db, sql: "SELECT id FROM item WHERE origin = ?", arguments: [rows.origin])
            + String.fetchAll(db, sql: "SELECT itemID FROM readMark WHERE origin = ?", arguments: [rows.origin])
            + String.fetchAll(db, sql: "SELECT itemID FROM commentList WHERE origin = ?", arguments: [rows.origin]))
        for id in ids where rows.isDemoItem(id) {
            try db.execute(
                sql: """
                    DELETE FROM item WHERE origin = ? AND id = ?;
                    DELETE FROM readMark WHERE origin = ? AND itemID = ?;
                    DELETE FROM commentList WHERE origin = ? AND itemID = ?;
                    """,
                arguments: [rows.origin, id, rows.origin, id, rows.origin, id])
        }
        try db.execute(
            sql: """
                DELETE FROM listPage WHERE listKey GLOB 'demo-[0-9]*-[0-9]*|*';
                DELETE FROM user WHERE origin = ?1
                AND id NOT IN (SELECT authorID FROM item WHERE origin = ?1)
                AND id NOT IN (SELECT authorID FROM comment WHERE origin = ?1);
                """,
            arguments: [rows.origin])
    }

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

/// Whose the rows are that a cache kept before it kept origins (schema v6), and which to drop.
public struct UnknownOriginRows: Sendable {
    /// The origin they are given: the configured API's cache namespace, e.g. `qiita.com`.
    public var origin: String
    /// Whether an item id is one the demo stub's corpus names; such rows are dropped.
    public var isDemoItem: @Sendable (String) -> Bool

    /// Rows given `origin`, with the items `isDemoItem` names dropped.
    public init(origin: String, isDemoItem: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.origin = origin
        self.isDemoItem = isDemoItem
    }
}
