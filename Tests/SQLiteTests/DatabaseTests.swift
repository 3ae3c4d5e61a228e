import Dispatch
import Foundation
import SQLite
import Testing

/// Transactions, snapshots, several connections and processes on one file in WAL mode.
struct DatabaseTests {
    private struct Refusal: Error {}

    private static func makeTable(_ database: Database) throws {
        try database.write { try $0.execute(sql: "CREATE TABLE note (text TEXT NOT NULL)") }
    }

    private static func count(_ db: Connection) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM note") ?? -1
    }

    @Test func aWrite_commits_andItsValueIsReturned() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        try Self.makeTable(database)
        let inserted = try database.write { db in
            try db.execute(sql: "INSERT INTO note VALUES (?)", arguments: ["kept"])
            return try Self.count(db)
        }
        #expect(inserted == 1)
        #expect(try database.read { try String.fetchAll($0, sql: "SELECT text FROM note") } == ["kept"])
    }

    @Test func throwingWrite_rollsBack_andRethrows() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        try Self.makeTable(database)
        #expect(throws: Refusal.self) {
            try database.write { db in
                try db.execute(sql: "INSERT INTO note VALUES ('lost')")
                throw Refusal()
            }
        }
        #expect(try database.read(Self.count) == 0)
        try database.write { try $0.execute(sql: "INSERT INTO note VALUES ('after')") }
        #expect(try database.read(Self.count) == 1)
    }

    @Test func aReader_keepsItsSnapshot_whileTheWriterCommits() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        try Self.makeTable(database)
        try database.write { try $0.execute(sql: "INSERT INTO note VALUES ('first')") }
        let (before, after) = try database.read { db in
            let before = try Self.count(db)
            try database.write { try $0.execute(sql: "INSERT INTO note VALUES ('second')") }
            return (before, try Self.count(db))
        }
        #expect(before == 1)
        #expect(after == 1)
        #expect(try database.read(Self.count) == 2)
    }

    @Test func aReader_readsWhileAWriteIsUnderWay_withoutWaiting() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        try Self.makeTable(database)
        let seenDuringTheWrite = try database.write { db in
            try db.execute(sql: "INSERT INTO note VALUES ('uncommitted')")
            return try database.read(Self.count)
        }
        #expect(seenDuringTheWrite == 0)
        #expect(try database.read(Self.count) == 1)
    }

    @Test func aWriteInsideAWrite_throwsInsteadOfWaitingForItself() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        let error = #expect(throws: SQLiteError.self) {
            try database.write { _ in try database.write { _ in } }
        }
        #expect(error?.code == 21)
        #expect(try database.write { _ in true })
    }

    @Test func twoDatabasesOnOneFile_bothWrite_waitingForEachOther() throws {
        let folder = try TemporaryFolder()
        try Self.makeTable(try Database(path: folder.databasePath))
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 2) { process in
            do {
                let database = try Database(path: folder.databasePath, busyTimeout: .seconds(10))
                for number in 1...50 {
                    try database.write { db in
                        try db.execute(sql: "INSERT INTO note VALUES (?)", arguments: ["\(process)-\(number)"])
                        _ = try Self.count(db)
                    }
                }
            } catch {
                failures.add(error)
            }
        }
        #expect(failures.all.isEmpty)
        let database = try Database(path: folder.databasePath)
        #expect(try database.read(Self.count) == 100)
        #expect(try database.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
    }

    @Test func withoutABusyTimeout_aSecondWriter_failsAtOnceWithBusy() throws {
        let folder = try TemporaryFolder()
        let first = try Database(path: folder.databasePath)
        let second = try Database(path: folder.databasePath)
        try Self.makeTable(first)
        let error = try first.write { db in
            try db.execute(sql: "INSERT INTO note VALUES ('holding the lock')")
            return #expect(throws: SQLiteError.self) { try second.write { _ in } }
        }
        #expect(error?.code == 5)
        #expect(error?.description.contains("database is locked") == true)
    }

    @Test func theFile_isInWALMode() throws {
        let folder = try TemporaryFolder()
        let database = try Database(path: folder.databasePath)
        try Self.makeTable(database)
        // Bytes 18 and 19 of the header, the read and write versions, are 2 in WAL mode.
        let header = try #require(FileHandle(forReadingAtPath: folder.databasePath)).readData(ofLength: 20)
        #expect(Array(header.suffix(2)) == [2, 2])
        #expect(try database.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
    }

    @Test func everyConnection_isPrepared_andEnforcesForeignKeys() throws {
        let folder = try TemporaryFolder()
        let prepared = Failures()
        let database = try Database(path: folder.databasePath) { db in
            try db.execute(sql: "PRAGMA cache_size = -300")
            prepared.add(Refusal())
        }
        let settings = "SELECT (SELECT cache_size FROM pragma_cache_size) || ' ' || (SELECT foreign_keys FROM pragma_foreign_keys)"
        #expect(try database.write { try String.fetchOne($0, sql: settings) } == "-300 1")
        #expect(try database.read { try String.fetchOne($0, sql: settings) } == "-300 1")
        #expect(prepared.all.count == 2)
        try database.write { db in
            try db.execute(sql: """
                CREATE TABLE list (id TEXT PRIMARY KEY NOT NULL);
                CREATE TABLE entry (listID TEXT NOT NULL REFERENCES list(id) ON DELETE CASCADE);
                INSERT INTO list VALUES ('l'); INSERT INTO entry VALUES ('l');
                DELETE FROM list;
                """)
        }
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM entry") } == 0)
        #expect(throws: SQLiteError.self) {
            try database.write { try $0.execute(sql: "INSERT INTO entry VALUES ('no such list')") }
        }
    }

    @Test func releasingTheDatabase_closesEveryConnection_andRemovesTheWAL() throws {
        let folder = try TemporaryFolder()
        do {
            let database = try Database(path: folder.databasePath)
            try Self.makeTable(database)
            try database.write { try $0.execute(sql: "INSERT INTO note VALUES ('x')") }
            _ = try database.read { db in try Row.fetchCursor(db, sql: "SELECT * FROM note").next() }
            #expect(TemporaryFolder.exists(folder.databasePath + "-wal"))
        }
        // The last connection to close checkpoints the WAL and deletes it, which an open statement
        // or connection would prevent.
        #expect(!TemporaryFolder.exists(folder.databasePath + "-wal"))
        #expect(!TemporaryFolder.exists(folder.databasePath + "-shm"))
    }
}

/// Errors (or marks) gathered from several threads.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [any Error] = []

    func add(_ error: any Error) { lock.withLock { errors.append(error) } }

    var all: [any Error] { lock.withLock { errors } }
}
