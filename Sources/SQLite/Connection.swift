import CSQLite

/// One connection to an SQLite database, lent by a ``Database`` to one closure at a time.
///
/// Closed when released. It is not `Sendable`: it must stay in the closure it was lent to.
public final class Connection {
    let handle: OpaquePointer

    /// Opens the file at `path`: read and write (created when missing), or read only.
    init(path: String, readOnly: Bool) throws {
        var handle: OpaquePointer?
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let error = SQLiteError.last(code, of: handle)
            sqlite3_close_v2(handle)
            throw error
        }
        self.handle = handle
    }

    deinit { sqlite3_close_v2(handle) }

    /// Whether a transaction is open (SQLite's autocommit is off).
    var isInsideTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Waits up to `milliseconds` for another connection's lock before failing with `SQLITE_BUSY`.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Runs every statement in `sql`, in order, each to its end.
    ///
    /// `arguments` fill the `?` parameters of the statements in turn; there must be exactly as
    /// many as the statements have. nil binds NULL.
    public func execute(sql: String, arguments: [(any DatabaseValueConvertible)?] = []) throws {
        var remaining = arguments[...]
        try withStatements(in: sql) { statement in
            let count = statement.parameterCount
            guard remaining.count >= count else {
                throw SQLiteError(
                    code: SQLITE_RANGE, message: "\(arguments.count) arguments are too few for the statements",
                    sql: statement.sql)
            }
            try statement.bind(remaining.prefix(count))
            remaining = remaining.dropFirst(count)
            while try statement.step() {}
        }
        guard remaining.isEmpty else {
            throw SQLiteError(code: SQLITE_RANGE, message: "\(arguments.count) arguments are too many for the statements", sql: sql)
        }
    }

    /// The one statement in `sql`, prepared with `arguments` bound.
    func prepare(sql: String, arguments: [(any DatabaseValueConvertible)?]) throws -> Statement {
        var statements: [Statement] = []
        try withStatements(in: sql) { statements.append($0) }
        guard statements.count == 1 else {
            throw SQLiteError(
                code: SQLITE_MISUSE, message: "\(statements.count) statements where one was expected", sql: sql)
        }
        try statements[0].bind(arguments)
        return statements[0]
    }

    /// Compiles the statements in `sql` one after the other, each just before `body` gets it.
    private func withStatements(in sql: String, _ body: (Statement) throws -> Void) throws {
        let text = Array(sql.utf8CString)
        try text.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return }
            let end = start + buffer.count - 1  // the terminating NUL
            var next = start
            while next < end {
                var tail = end
                if let statement = try Statement(compiling: next, upTo: end, on: self, tail: &tail) {
                    try body(statement)
                }
                next = tail
            }
        }
    }
}

@available(*, unavailable, message: "a connection stays in the closure it was lent to")
extension Connection: Sendable {}
