import FoundationEssentials
import LeanFoundation
import KijiDomain
import SQLite
import Localization
import Synchronization

/// kiji's cache on disk: items with their bodies, users, each list's pages, and read marks.
///
/// One SQLite file in WAL mode (a `SQLite.Database`: one writer, readers beside it), so several kiji
/// processes can read and write it at once. A file that is not a readable database, or that belongs
/// to something else, is moved aside and a new cache is started; ``notice`` then says so. A file
/// found damaged later (SQLite reports `SQLITE_CORRUPT` or `SQLITE_NOTADB` on any statement) is
/// moved aside too, a new cache is started, the work is done again on it, and ``notices`` says so
/// once. Any other failure (a lock held past the busy timeout, a full disk) leaves the file alone
/// and is thrown.
public final class CacheStore: Sendable {
    /// The database file.
    public let path: String
    /// The API origin whose rows this store reads and writes: its cache namespace, e.g.
    /// `qiita.com`, `127.0.0.1:8080` or the demo's `demo-<seed>-<items>`. No other origin's rows
    /// are ever read through it.
    public let origin: String
    /// What happened to an unreadable file, when one was moved aside; nil otherwise.
    public let notice: String?
    /// The most body text kept, in bytes, before the oldest unread bodies are dropped.
    public let bodyLimitBytes: Int
    /// What the user must be told about the cache while kiji runs, each once.
    public let notices = CacheNotices()
    /// How long after the last item was kept the search index's queue is written, or nil for never
    /// (the queue is then written before each search).
    public let searchIndexIdleDelay: Duration?
    /// When the search index's queue is next due to be written, and whether a task waits for it.
    let idleIndexing = Mutex(IdleIndexing())
    private let current: Mutex<Database>
    private let busyTimeout: Duration
    private let migrator: Migrator

    /// The database as now open; a damaged one is replaced by a new one.
    var database: Database { current.withLock { $0 } }

    /// The default bound on kept bodies: 200 MiB.
    public static let defaultBodyLimitBytes = 200 * 1024 * 1024

    /// SQLite's page cache of each connection, as `PRAGMA cache_size` takes it: negative, in KiB.
    ///
    /// 512 KiB rather than SQLite's 2 MB: the writer and every reader connection fill their own
    /// cache, kiji reads and writes one list page or one item at a time, and the file's pages stay
    /// in the operating system's cache anyway.
    static let pageCacheKiB = -512

    /// How long a connection waits for another's lock (another kiji process writing) before failing.
    public static let defaultBusyTimeout = Duration.seconds(10)

    /// Opens (or creates) the cache at `path` for the rows of `origin`, upgrading its schema in
    /// place; rows kept before the cache kept origins go as `unknownOrigin` says (by default, to `origin`).
    /// With a `searchIndexIdleDelay`, the search index's queue is written that long after the last
    /// item was kept (see ``indexQueuedItemsWhenIdle()``).
    public init(
        path: String, origin: String, unknownOrigin: UnknownOriginRows? = nil, bodyLimitBytes: Int = defaultBodyLimitBytes,
        busyTimeout: Duration = defaultBusyTimeout, searchIndexIdleDelay: Duration? = nil
    ) throws(CacheError) {
        self.path = path
        self.origin = origin
        self.searchIndexIdleDelay = searchIndexIdleDelay
        let migrator = CacheSchema.migrator(unknownOrigin: unknownOrigin ?? UnknownOriginRows(origin: origin))
        self.migrator = migrator
        self.busyTimeout = busyTimeout
        self.bodyLimitBytes = bodyLimitBytes
        try Self.makeDirectory(for: path)
        let database: Database
        do {
            database = try Self.openChecked(path, busyTimeout: busyTimeout, migrator: migrator)
            notice = nil
        } catch {
            // Only a file that is not kiji's, or not a readable database at all, is moved aside: a
            // lock held too long is another process at work, and moving its file away under it
            // would pair its open database with the new cache's log.
            let foreign: Bool
            switch error {
            case CacheError.foreign: foreign = true
            case let error as SQLiteError where error.meansTheFileIsUnreadable: foreign = false
            case let error as SQLiteError where error.meansTheDiskIsFull: throw .diskFull(path: path)
            default: throw .unusable(path: path, reason: String(describing: error))
            }
            let aside = try Self.moveAside(path)
            do {
                database = try Self.openChecked(path, busyTimeout: busyTimeout, migrator: migrator)
            } catch {
                throw .unusable(path: path, reason: String(describing: error))
            }
            let values: KeyValuePairs = ["path": path, "aside": aside]
            notice = foreign
                ? tr("The cache at {path} is not kiji's cache, so it was moved to {aside} and a new cache was started.", values)
                : tr("The cache at {path} could not be read, so it was moved to {aside} and a new cache was started.", values)
        }
        current = Mutex(database)
    }

    /// Runs `body` in a read transaction (see `Database.read`), on a new cache when the file is damaged.
    func read<T>(_ body: (Connection) throws -> T) throws -> T {
        try replacingDamage { try $0.read(body) }
    }

    /// Runs `body` in a write transaction (see `Database.write`), on a new cache when the file is damaged.
    func write<T>(_ body: (Connection) throws -> T) throws -> T {
        try sayingWhatWasNotKept { try replacingDamage { try $0.write(body) } }
    }

    /// Runs `body` on the writer outside a transaction, on a new cache when the file is damaged.
    func writeWithoutTransaction<T>(_ body: (Connection) throws -> T) throws -> T {
        try sayingWhatWasNotKept { try replacingDamage { try $0.writeWithoutTransaction(body) } }
    }

    /// Does the write `work`; a failure other than a full disk (said already) or damage (repaired)
    /// is said once in ``notices`` (a lock held by another process past the timeout, say), so that
    /// what was read, marked or followed is never dropped without a word, and thrown.
    private func sayingWhatWasNotKept<T>(_ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let error as SQLiteError where !error.meansTheDiskIsFull {
            notices.say(tr("kiji could not keep what it read or marked read in the cache at {path} ({reason}); it lasts until kiji quits.", [
                "path": path, "reason": String(describing: error),
            ]))
            throw error
        }
    }

    /// Does `work` on the database; when SQLite finds the file damaged, moves it aside, starts a
    /// new cache, says so once in ``notices``, and does `work` again on the new one. A damaged
    /// search index is made again from the cache (``SearchIndex/rebuild(in:)``) before `work` is
    /// done again. A full disk is said once too, and thrown.
    private func replacingDamage<T>(_ work: (Database) throws -> T) throws -> T {
        let damaged = database
        do {
            return try work(damaged)
        } catch let error as SQLiteError where error.meansTheFileIsUnreadable {
            try replace(damaged)
            return try work(database)
        } catch let error as SQLiteError where error.meansAVirtualTableIsDamaged {
            try damaged.write(SearchIndex.rebuild)
            return try work(damaged)
        } catch let error as SQLiteError where error.meansTheDiskIsFull {
            notices.say(tr("The disk is full, so kiji cannot keep what it reads or marks read in the cache at {path}.", ["path": path]))
            throw error
        }
    }

    /// Moves the damaged file aside and opens a new cache in its place, unless another thread did already.
    private func replace(_ damaged: Database) throws {
        let aside = try current.withLock { database throws -> String? in
            guard database === damaged else { return nil }
            let aside = try Self.moveAside(path)
            database = try Self.openChecked(path, busyTimeout: busyTimeout, migrator: migrator)
            return aside
        }
        guard let aside else { return }
        notices.say(tr(
            "The cache at {path} was damaged, so it was moved to {aside} and a new cache was started.",
            ["path": path, "aside": aside]))
    }

    private static func openChecked(_ path: String, busyTimeout: Duration, migrator: Migrator) throws -> Database {
        let database = try Database(path: path, busyTimeout: busyTimeout) { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            try db.execute(sql: "PRAGMA cache_size = \(pageCacheKiB)")
        }
        let (applicationID, tables) = try database.read { db in
            (try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0,
             try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
        }
        if applicationID != CacheSchema.applicationID && !tables.isEmpty {
            throw CacheError.foreign(path: path)
        }
        try migrator.migrate(database)
        if try !database.read(SearchIndex.exists) {
            try database.write { db in try db.execute(sql: SearchIndex.createTable) }
        }
        return database
    }

    private static func makeDirectory(for path: String) throws(CacheError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .noFolder(path: path, reason: error.systemReason)
        }
    }

    /// Renames the file (and its WAL companions) to `<path>.unreadable-<time>`; returns the new path.
    private static func moveAside(_ path: String) throws(CacheError) -> String {
        let aside = "\(path).unreadable-\(Int(Date().timeIntervalSince1970))"
        do {
            try FileManager.default.moveItem(atPath: path, toPath: aside)
            for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
                try FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
            }
        } catch {
            throw .cannotMoveAside(path: path, reason: error.systemReason)
        }
        return aside
    }
}

/// Why the cache cannot be used at all.
public enum CacheError: Error, Sendable, CustomStringConvertible {
    /// The file belongs to another program.
    case foreign(path: String)
    /// The file cannot be used; `reason` is the database's own words.
    case unusable(path: String, reason: String)
    /// The file's folder cannot be created; `reason` is the system's words.
    case noFolder(path: String, reason: String)
    /// The file is unreadable and cannot be moved aside; `reason` is the system's words.
    case cannotMoveAside(path: String, reason: String)
    /// The disk that holds the file is full.
    case diskFull(path: String)

    /// One sentence for the user, in their language.
    public var description: String {
        switch self {
        case .foreign(let path):
            tr("{path} is not kiji's cache.", ["path": path])
        case .unusable(let path, let reason):
            tr("The cache at {path} cannot be used: {reason}.", ["path": path, "reason": reason])
        case .noFolder(let path, let reason):
            tr("The cache at {path} cannot be used: its folder cannot be created ({reason}).", ["path": path, "reason": reason])
        case .cannotMoveAside(let path, let reason):
            tr("The cache at {path} cannot be used: it is unreadable and cannot be moved aside ({reason}).", ["path": path, "reason": reason])
        case .diskFull(let path):
            tr("The cache at {path} cannot be used: the disk is full. Free some space, or set XDG_CACHE_HOME to a folder on another disk.", ["path": path])
        }
    }
}
