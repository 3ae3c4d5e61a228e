import Foundation
import SQLite
import Testing

/// Migrations apply once each, in order, each in its own transaction, counted in user_version.
struct MigratorTests {
    private struct Refusal: Error {}

    /// Migrations that each add a table and log their name.
    private static func logging(_ names: [String]) -> [Migration] {
        [Migration("log") { try $0.execute(sql: "CREATE TABLE log (name TEXT NOT NULL)") }]
            + names.map { name in
                Migration(name) { db in
                    try db.execute(sql: "CREATE TABLE \(name) (x); INSERT INTO log VALUES (?)", arguments: [name])
                }
            }
    }

    private static func log(_ database: Database) throws -> [String] {
        try database.read { try String.fetchAll($0, sql: "SELECT name FROM log ORDER BY rowid") }
    }

    private static func version(_ database: Database) throws -> Int? {
        try database.read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
    }

    @Test func migrations_applyInOrder_once() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        let migrator = Migrator(Self.logging(["a", "b", "c"]))
        try migrator.migrate(database)
        try migrator.migrate(database)
        #expect(try Self.log(database) == ["a", "b", "c"])
        #expect(try Self.version(database) == 4)
    }

    @Test func anOlderDatabase_getsOnlyTheMigrationsItLacks() throws {
        let folder = try TemporaryFolder()
        try Migrator(Self.logging(["a"])).migrate(try Database(path: folder.databasePath))
        let database = try Database(path: folder.databasePath)
        try Migrator(Self.logging(["a", "b"])).migrate(database)
        #expect(try Self.log(database) == ["a", "b"])
        #expect(try Self.version(database) == 3)
    }

    @Test func aNewerDatabase_isLeftAlone() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        try Migrator(Self.logging(["a", "b"])).migrate(database)
        try Migrator(Self.logging(["a"])).migrate(database)
        #expect(try Self.log(database) == ["a", "b"])
        #expect(try Self.version(database) == 3)
    }

    @Test func aFailingMigration_keepsTheOnesBefore_andNothingOfItsOwn() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        let failing = Migration("half done") { db in
            try db.execute(sql: "CREATE TABLE half (x)")
            throw Refusal()
        }
        #expect(throws: Refusal.self) { try Migrator(Self.logging(["a"]) + [failing]).migrate(database) }
        #expect(try Self.version(database) == 2)
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM sqlite_master WHERE name = 'half'") } == 0)
    }

    @Test func anUnversionedDatabase_isAdopted_inTheTransactionOfTheMigrationsThatFollow() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        try database.write { db in
            try db.execute(sql: "CREATE TABLE log (name TEXT NOT NULL); CREATE TABLE a (x); CREATE TABLE record (n)")
            try db.execute(sql: "INSERT INTO log VALUES ('a')")
        }
        let adopt: @Sendable (Connection) throws -> Int = { db in
            guard try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE name = 'record'") == 1 else { return 0 }
            try db.execute(sql: "DROP TABLE record")
            return 2
        }
        let failing = Migration("fails") { _ in throw Refusal() }
        #expect(throws: Refusal.self) { try Migrator(Self.logging(["a"]) + [failing], adoptUnversioned: adopt).migrate(database) }
        #expect(try Self.version(database) == 0)
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM sqlite_master WHERE name = 'record'") } == 1)

        try Migrator(Self.logging(["a", "b"]), adoptUnversioned: adopt).migrate(database)
        #expect(try Self.log(database) == ["a", "b"])
        #expect(try Self.version(database) == 3)
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM sqlite_master WHERE name = 'record'") } == 0)
    }

    @Test func anAdoptedDatabase_withNothingToApply_stillGetsItsVersion() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        try database.write { try $0.execute(sql: "CREATE TABLE log (name TEXT NOT NULL); CREATE TABLE a (x)") }
        try Migrator(Self.logging(["a"]), adoptUnversioned: { _ in 2 }).migrate(database)
        #expect(try Self.version(database) == 2)
        #expect(try Self.log(database) == [])
    }
}
