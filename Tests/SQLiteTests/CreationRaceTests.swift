import Dispatch
import Foundation
@testable import SQLite
import Testing

/// Two processes creating the same file at once, and a file held locked or not a database at all.
struct CreationRaceTests {
    /// Opens a database and writes to it on a thread of its own, when `start` lets it go.
    private final class Opener: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var failure: (any Error)?

        init(path: String, writer: String, start: DispatchSemaphore) {
            Thread.detachNewThread { [self] in
                start.wait()
                do {
                    let database = try Database(path: path, busyTimeout: .seconds(10))
                    try database.write { db in
                        try db.execute(sql: "CREATE TABLE IF NOT EXISTS note (writer TEXT NOT NULL)")
                        try db.execute(sql: "INSERT INTO note VALUES (?)", arguments: [writer])
                    }
                } catch {
                    failure = error
                }
                done.signal()
            }
        }

        /// What opening failed with, once it has finished; nil when it succeeded.
        var error: (any Error)? {
            done.wait()
            return failure
        }
    }

    /// Both switch the new file to WAL at once: each holds a shared lock and wants the exclusive
    /// one, so SQLite fails one of them with `SQLITE_BUSY` at once instead of calling its busy
    /// handler; the switch is tried again until the busy timeout. Before it was, about one start
    /// in ten failed here (and kiji then moved the other process's cache aside).
    @Test func twoConnectionsCreatingOneFileAtOnce_bothOpenItInWAL() throws {
        for _ in 0..<60 {
            let folder = try TemporaryFolder()
            let start = DispatchSemaphore(value: 0)
            let openers = ["a", "b"].map { Opener(path: folder.databasePath, writer: $0, start: start) }
            start.signal()
            start.signal()
            let failures = openers.compactMap(\.error)
            #expect(failures.isEmpty, "\(failures)")
            let database = try Database(path: folder.databasePath)
            #expect(try database.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
            #expect(try database.read { try String.fetchAll($0, sql: "SELECT writer FROM note ORDER BY writer") } == ["a", "b"])
        }
    }

    @Test func openingAFileLockedPastTheBusyTimeout_failsWithBusy_whichIsNotAnUnreadableFile() throws {
        let folder = try TemporaryFolder()
        let creator = try Connection(path: folder.databasePath, readOnly: false)
        try creator.execute(sql: "BEGIN EXCLUSIVE TRANSACTION; CREATE TABLE note (text TEXT NOT NULL)")
        let error = #expect(throws: SQLiteError.self) { try Database(path: folder.databasePath, busyTimeout: .milliseconds(50)) }
        #expect(error?.code == 5)
        #expect(error?.meansTheFileIsUnreadable == false)
        try creator.execute(sql: "COMMIT TRANSACTION")
    }

    @Test func garbage_isAnUnreadableFile() throws {
        let folder = try TemporaryFolder()
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: folder.databasePath))
        let error = #expect(throws: SQLiteError.self) { try Database(path: folder.databasePath) }
        #expect(error?.code == 26)
        #expect(error?.meansTheFileIsUnreadable == true)
    }
}
