import CSQLite

/// A failure reported by SQLite, or a value that does not fit where it was asked for.
///
/// `code` is SQLite's primary result code (`SQLITE_BUSY` is 5, `SQLITE_NOTADB` 26 …); the layer's
/// own misuses carry `SQLITE_MISUSE`, `SQLITE_RANGE` or `SQLITE_MISMATCH`.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// SQLite's result code.
    public let code: Int32
    /// SQLite's extended result code (`SQLITE_CORRUPT_VTAB` is 267), or `code` when there is none.
    public let extendedCode: Int32
    /// SQLite's message (`sqlite3_errmsg`), or the layer's own.
    public let message: String
    /// The statement that failed, when one did.
    public let sql: String?

    /// An error with SQLite's code (and its extended code, when known) and message, and the statement it came from.
    public init(code: Int32, extendedCode: Int32? = nil, message: String, sql: String? = nil) {
        self.code = code
        self.extendedCode = extendedCode ?? code
        self.message = message
        self.sql = sql
    }

    /// Whether the file itself is the trouble: it is not a database (`SQLITE_NOTADB`) or its
    /// pages are damaged (`SQLITE_CORRUPT`), as opposed to a lock, a full disk, a misuse or a
    /// virtual table's damaged data (``meansAVirtualTableIsDamaged``).
    public var meansTheFileIsUnreadable: Bool {
        (code == SQLITE_NOTADB || code == SQLITE_CORRUPT) && !meansAVirtualTableIsDamaged
    }

    /// Whether a virtual table (an FTS5 index) found its own data damaged: `SQLITE_CORRUPT_VTAB`.
    /// The file is sound; the table can be made again from what it indexes.
    public var meansAVirtualTableIsDamaged: Bool {
        extendedCode == Self.corruptVirtualTable
    }

    /// `SQLITE_CORRUPT_VTAB`, `SQLITE_CORRUPT | (1 << 8)`: a macro Swift does not import.
    static let corruptVirtualTable = SQLITE_CORRUPT | (1 << 8)

    /// Whether the disk (or the file's size limit) is full: `SQLITE_FULL`.
    public var meansTheDiskIsFull: Bool {
        code == SQLITE_FULL
    }

    /// One sentence without a final stop, so that it can end another: code, message, statement.
    public var description: String {
        let what = "SQLite error \(code) (\(message))"
        guard let sql else { return what }
        return "\(what) while running `\(sql)`"
    }

    /// The error a connection reports for `code`, in its own words.
    static func last(_ code: Int32, of connection: OpaquePointer?, sql: String? = nil) -> SQLiteError {
        let message = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
        let extended = connection.map { sqlite3_extended_errcode($0) }.flatMap { $0 & 0xFF == code & 0xFF ? $0 : nil }
        return SQLiteError(code: code & 0xFF, extendedCode: extended ?? code, message: message, sql: sql)
    }
}
