#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSQLite

/// One SQLite file in WAL mode, shared by threads and by processes.
///
/// One writer connection, whose writes are serialized (within the process by a lock, between
/// processes by SQLite's write lock and the busy timeout), and reader connections, opened as
/// reads need them and kept for the next, that read while a write is under way. Every connection
/// enforces foreign keys (`PRAGMA foreign_keys = ON`, as SQLite does not by default) and waits up
/// to the busy timeout for another connection's lock. Connections close when the database is
/// released. A closure uses the connection it is given: a `write` inside a `write` throws (it
/// would wait for itself), and a `read` inside a `write` is a reader beside it, which sees what
/// was committed before.
public final class Database: Sendable {
    private let setup: ConnectionSetup
    private let writer: Locked<Connection>
    private let idleReaders = Locked<[Connection]>([])

    /// Opens (or creates) the database at `path` and puts it in WAL mode.
    ///
    /// - Parameters:
    ///   - busyTimeout: how long a connection waits for another's lock before `SQLITE_BUSY`.
    ///   - prepare: run on every connection when it opens, e.g. for its `PRAGMA`s.
    /// - Throws: ``SQLiteError``, for instance `SQLITE_NOTADB` when the file is not a database.
    public init(
        path: String, busyTimeout: Duration = .zero, prepare: @escaping @Sendable (Connection) throws -> Void = { _ in }
    ) throws {
        setup = ConnectionSetup(path: path, busyTimeout: busyTimeout, prepare: prepare)
        let connection = try setup.open(readOnly: false)
        // Fails early, and clearly, on a file that is not a database (SQLITE_NOTADB).
        _ = try Row.fetchOne(connection, sql: "SELECT * FROM sqlite_master LIMIT 1")
        let mode = try Self.switchToWAL(connection, waitingUpTo: busyTimeout)
        guard mode == "wal" else {
            throw SQLiteError(code: SQLITE_CANTOPEN, message: "the journal mode stayed \(mode ?? "unknown"), not wal")
        }
        writer = Locked(connection)
    }

    /// `PRAGMA journal_mode = WAL`, tried again while another connection's lock makes it fail.
    ///
    /// When two processes switch a new file at once, each holds a shared lock and wants the
    /// exclusive one; SQLite fails one of them with `SQLITE_BUSY` at once rather than call its busy
    /// handler, which would wait for a lock the other never gives up. It is tried again every few
    /// milliseconds, once the other has switched, for as long as the busy timeout allows.
    private static func switchToWAL(_ connection: Connection, waitingUpTo timeout: Duration) throws -> String? {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            do {
                return try String.fetchOne(connection, sql: "PRAGMA journal_mode = WAL")
            } catch let error as SQLiteError where error.code == SQLITE_BUSY && clock.now < deadline {
                usleep(5_000)
            }
        }
    }

    deinit {
        // Readers first: the last connection to close checkpoints the WAL and removes it, which a
        // read-only connection cannot do.
        _ = try? idleReaders.withLock { $0.removeAll() }
    }

    /// Runs `body` in a read transaction: it sees one snapshot of the file, whatever is committed
    /// meanwhile, and does not wait for a write under way.
    public func read<T>(_ body: (Connection) throws -> T) throws -> T {
        let connection = try idleReaders.withLock { $0.popLast() } ?? setup.open(readOnly: true)
        defer {
            // A connection left in a transaction (its rollback failed) is closed, not lent again.
            if !connection.isInsideTransaction { _ = try? idleReaders.withLock { $0.append(connection) } }
        }
        return try inTransaction(connection, begin: "BEGIN DEFERRED TRANSACTION", body)
    }

    /// Runs `body` in `BEGIN IMMEDIATE … COMMIT` on the writer; rolls back when `body` throws.
    public func write<T>(_ body: (Connection) throws -> T) throws -> T {
        try writer.withLock { connection in
            try inTransaction(connection, begin: "BEGIN IMMEDIATE TRANSACTION", body)
        }
    }

    /// Runs `body` on the writer outside any transaction, for statements that cannot run inside
    /// one (`VACUUM`, `PRAGMA wal_checkpoint(TRUNCATE)`).
    public func writeWithoutTransaction<T>(_ body: (Connection) throws -> T) throws -> T {
        try writer.withLock { connection in try body(connection) }
    }

    private func inTransaction<T>(_ connection: Connection, begin: String, _ body: (Connection) throws -> T) throws -> T {
        try connection.execute(sql: begin)
        do {
            let value = try body(connection)
            try connection.execute(sql: "COMMIT TRANSACTION")
            return value
        } catch {
            if connection.isInsideTransaction { try? connection.execute(sql: "ROLLBACK TRANSACTION") }
            throw error
        }
    }
}

/// How every connection of a ``Database`` is opened and set up.
private struct ConnectionSetup: Sendable {
    let path: String
    let busyTimeout: Duration
    let prepare: @Sendable (Connection) throws -> Void

    func open(readOnly: Bool) throws -> Connection {
        let connection = try Connection(path: path, readOnly: readOnly)
        let (seconds, attoseconds) = busyTimeout.components
        connection.setBusyTimeout(milliseconds: Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000))
        try connection.execute(sql: "PRAGMA foreign_keys = ON")
        try prepare(connection)
        return connection
    }
}
