import Foundation
@testable import KijiData
import SQLite

/// Caches as kiji made them with GRDB, which are on users' disks: `user_version` 0, and the
/// applied migrations listed in `grdb_migrations`.
enum GRDBMadeCache {
    /// The schema GRDB's table builders made, as `sqlite_master` keeps it (read from a cache
    /// that kiji made with GRDB 7.10 before it had its own SQLite layer), by name.
    static let schema: [String: String] = [
        "item": #"CREATE TABLE "item" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT NOT NULL, "body" TEXT NOT NULL, "authorID" TEXT NOT NULL, "tags" TEXT NOT NULL, "likesCount" INTEGER NOT NULL, "stocksCount" INTEGER NOT NULL, "createdAt" DOUBLE, "updatedAt" DOUBLE, "url" TEXT, "cachedAt" DOUBLE NOT NULL, "bodyBytes" INTEGER NOT NULL DEFAULT 0, "commentsCount" INTEGER NOT NULL DEFAULT 0)"#,
        "user": #"CREATE TABLE "user" ("id" TEXT PRIMARY KEY NOT NULL, "name" TEXT NOT NULL, "description" TEXT NOT NULL, "itemsCount" INTEGER, "followersCount" INTEGER)"#,
        "listPage": #"CREATE TABLE "listPage" ("listKey" TEXT NOT NULL, "page" INTEGER NOT NULL, "perPage" INTEGER NOT NULL, "itemIDs" TEXT NOT NULL, "nextPage" INTEGER, "totalCount" INTEGER, "fetchedAt" DOUBLE NOT NULL, PRIMARY KEY ("listKey", "page", "perPage"))"#,
        "readMark": #"CREATE TABLE "readMark" ("itemID" TEXT PRIMARY KEY NOT NULL, "readAt" DOUBLE NOT NULL)"#,
        "itemByCachedAt": #"CREATE INDEX "itemByCachedAt" ON "item"("cachedAt")"#,
        "commentList": #"CREATE TABLE "commentList" ("itemID" TEXT PRIMARY KEY NOT NULL, "fetchedAt" DOUBLE NOT NULL)"#,
        "comment": #"CREATE TABLE "comment" ("id" TEXT PRIMARY KEY NOT NULL, "itemID" TEXT NOT NULL REFERENCES "commentList"("itemID") ON DELETE CASCADE, "position" INTEGER NOT NULL, "body" TEXT NOT NULL, "authorID" TEXT NOT NULL, "createdAt" DOUBLE NOT NULL, "updatedAt" DOUBLE NOT NULL)"#,
        "commentByItem": #"CREATE INDEX "commentByItem" ON "comment"("itemID", "position")"#,
    ]

    /// ``schema`` with what kiji's own migrations after GRDB add.
    static let schemaUpgraded = schema.merging(
        [
            "itemByBodyBytes": #"CREATE INDEX "itemByBodyBytes" ON "item"("bodyBytes")"#,
            "feed": #"CREATE TABLE "feed" ("url" TEXT PRIMARY KEY NOT NULL, "etag" TEXT, "body" TEXT NOT NULL, "fetchedAt" DOUBLE NOT NULL)"#,
            "followedSources": #"CREATE TABLE "followedSources" ("namespace" TEXT PRIMARY KEY NOT NULL, "sources" TEXT NOT NULL, "fetchedAt" DOUBLE NOT NULL)"#,
        ]) { old, _ in old }

    /// ``schemaUpgraded`` with the tables v6 made again with each row's origin in the primary key.
    static let schemaByOrigin = schemaUpgraded.merging(
        [
            "item": #"CREATE TABLE "item" ("origin" TEXT NOT NULL, "id" TEXT NOT NULL, "title" TEXT NOT NULL, "body" TEXT NOT NULL, "authorID" TEXT NOT NULL, "tags" TEXT NOT NULL, "likesCount" INTEGER NOT NULL, "stocksCount" INTEGER NOT NULL, "createdAt" DOUBLE, "updatedAt" DOUBLE, "url" TEXT, "cachedAt" DOUBLE NOT NULL, "bodyBytes" INTEGER NOT NULL DEFAULT 0, "commentsCount" INTEGER NOT NULL DEFAULT 0, PRIMARY KEY ("origin", "id"))"#,
            "user": #"CREATE TABLE "user" ("origin" TEXT NOT NULL, "id" TEXT NOT NULL, "name" TEXT NOT NULL, "description" TEXT NOT NULL, "itemsCount" INTEGER, "followersCount" INTEGER, PRIMARY KEY ("origin", "id"))"#,
            "readMark": #"CREATE TABLE "readMark" ("origin" TEXT NOT NULL, "itemID" TEXT NOT NULL, "readAt" DOUBLE NOT NULL, PRIMARY KEY ("origin", "itemID"))"#,
            "commentList": #"CREATE TABLE "commentList" ("origin" TEXT NOT NULL, "itemID" TEXT NOT NULL, "fetchedAt" DOUBLE NOT NULL, PRIMARY KEY ("origin", "itemID"))"#,
            "comment": #"CREATE TABLE "comment" ("origin" TEXT NOT NULL, "id" TEXT NOT NULL, "itemID" TEXT NOT NULL, "position" INTEGER NOT NULL, "body" TEXT NOT NULL, "authorID" TEXT NOT NULL, "createdAt" DOUBLE NOT NULL, "updatedAt" DOUBLE NOT NULL, PRIMARY KEY ("origin", "id"), FOREIGN KEY ("origin", "itemID") REFERENCES "commentList"("origin", "itemID") ON DELETE CASCADE)"#,
            "commentByItem": #"CREATE INDEX "commentByItem" ON "comment"("origin", "itemID", "position")"#,
        ]) { _, new in new }

    /// The schema of a cache at the latest version: the rows by origin, the search index's FTS5
    /// table with its own tables, its queue, the reading places, the sync journal and the list
    /// pages' ETags (a column SQLite's `ALTER TABLE` writes after the last one, before the key).
    static let latestSchema = schemaByOrigin.merging(
        [
            "listPage": #"CREATE TABLE "listPage" ("listKey" TEXT NOT NULL, "page" INTEGER NOT NULL, "perPage" INTEGER NOT NULL, "itemIDs" TEXT NOT NULL, "nextPage" INTEGER, "totalCount" INTEGER, "fetchedAt" DOUBLE NOT NULL, "etag" TEXT, PRIMARY KEY ("listKey", "page", "perPage"))"#,
            "itemText": #"CREATE VIRTUAL TABLE "itemText" USING fts5("title", "tags", "author", "body", "comments", tokenize = 'trigram', detail = 'column')"#,
            "itemText_data": "CREATE TABLE 'itemText_data'(id INTEGER PRIMARY KEY, block BLOB)",
            "itemText_idx": "CREATE TABLE 'itemText_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID",
            "itemText_content": "CREATE TABLE 'itemText_content'(id INTEGER PRIMARY KEY, c0, c1, c2, c3, c4)",
            "itemText_docsize": "CREATE TABLE 'itemText_docsize'(id INTEGER PRIMARY KEY, sz BLOB)",
            "itemText_config": "CREATE TABLE 'itemText_config'(k PRIMARY KEY, v) WITHOUT ROWID",
            "itemTextQueue": #"CREATE TABLE "itemTextQueue" ("itemRowid" INTEGER PRIMARY KEY NOT NULL)"#,
            "readingPlace": #"CREATE TABLE "readingPlace" ("origin" TEXT NOT NULL, "itemID" TEXT NOT NULL, "words" TEXT NOT NULL, "occurrence" INTEGER NOT NULL, "linesAbove" INTEGER NOT NULL, "share" DOUBLE NOT NULL, "version" TEXT NOT NULL, "leftAt" DOUBLE NOT NULL, PRIMARY KEY ("origin", "itemID"))"#,
            "syncRun": #"CREATE TABLE "syncRun" ("origin" TEXT PRIMARY KEY NOT NULL, "startedAt" DOUBLE NOT NULL, "finishedAt" DOUBLE)"#,
            "syncStep": #"CREATE TABLE "syncStep" ("origin" TEXT NOT NULL, "step" TEXT NOT NULL, PRIMARY KEY ("origin", "step"))"#,
        ]) { _, new in new }

    /// A cache at `path` with kiji's first `migrations` applied and recorded as GRDB recorded them.
    static func make(at path: String, migrations: Int) throws -> Database {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let database = try Database(path: path)
        try Migrator(Array(CacheSchema.migrations.prefix(migrations))).migrate(database)
        try database.write { db in
            try db.execute(sql: """
                PRAGMA user_version = 0;
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                """)
            for migration in CacheSchema.migrations.prefix(migrations) {
                try db.execute(sql: "INSERT INTO grdb_migrations VALUES (?)", arguments: [migration.identifier])
            }
        }
        return database
    }

    /// The cache's `user_version`.
    static func version(of store: CacheStore) throws -> Int? {
        try store.database.read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
    }

    /// Whether GRDB's table of applied migrations is still there.
    static func hasGRDBsRecord(_ store: CacheStore) throws -> Bool {
        try store.database.read {
            try Bool.fetchOne($0, sql: "SELECT 1 FROM sqlite_master WHERE name = 'grdb_migrations'") ?? false
        }
    }

    /// Every table's and index's statement in the cache, by name, SQLite's own left out.
    static func schema(of store: CacheStore) throws -> [String: String] {
        try store.database.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL")
            return Dictionary(uniqueKeysWithValues: try rows.map { (try $0["name"] as String, try $0["sql"] as String) })
        }
    }
}
