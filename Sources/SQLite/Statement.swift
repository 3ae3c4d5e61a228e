import CSQLite

/// One prepared statement: binds arguments, steps, reads columns; finalized when released.
///
/// It keeps its connection alive, so a statement is never finalized after its connection closed.
final class Statement {
    private let handle: OpaquePointer
    private let connection: Connection

    /// Compiles the first statement in the UTF-8 bytes from `start` up to `end`; nil when they
    /// hold only white space or comments. `tail` is set to where the next statement begins.
    init?(
        compiling start: UnsafePointer<CChar>, upTo end: UnsafePointer<CChar>, on connection: Connection,
        tail: inout UnsafePointer<CChar>
    ) throws {
        var handle: OpaquePointer?
        var next: UnsafePointer<CChar>?
        let code = sqlite3_prepare_v2(connection.handle, start, Int32(end - start), &handle, &next)
        tail = next ?? end
        guard code == SQLITE_OK else {
            sqlite3_finalize(handle)
            let text = String(decoding: UnsafeRawBufferPointer(start: start, count: end - start), as: UTF8.self)
            throw SQLiteError.last(code, of: connection.handle, sql: text)
        }
        guard let handle else { return nil }
        self.handle = handle
        self.connection = connection
    }

    deinit { sqlite3_finalize(handle) }

    /// The statement's text, for errors, from its first word (the white space after the statement
    /// before it in the same string is left out).
    var sql: String {
        let text = sqlite3_sql(handle).map { String(cString: $0) } ?? ""
        return String(text.drop(while: \.isWhitespace))
    }

    /// How many `?` the statement has.
    var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

    /// The names of the result's columns, in order.
    var columnNames: [String] {
        (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }
    }

    /// Binds `arguments` to the parameters in order; their number must be the statement's.
    func bind<Arguments: Collection<(any DatabaseValueConvertible)?>>(_ arguments: Arguments) throws {
        guard arguments.count == parameterCount else {
            throw SQLiteError(
                code: SQLITE_RANGE, message: "\(arguments.count) arguments for \(parameterCount) parameters", sql: sql)
        }
        for (offset, argument) in arguments.enumerated() {
            try bind(argument?.databaseValue ?? .null, at: Int32(offset + 1))
        }
    }

    private func bind(_ value: DatabaseValue, at index: Int32) throws {
        let code = switch value {
        case .null: sqlite3_bind_null(handle, index)
        case .integer(let integer): sqlite3_bind_int64(handle, index, integer)
        case .real(let real): sqlite3_bind_double(handle, index, real)
        case .text(var text):
            text.withUTF8 { bytes in
                // A null pointer would bind NULL; empty text must stay text.
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_text(handle, index, "", 0, kiji_sqlite_transient())
                }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text(handle, index, $0, Int32(bytes.count), kiji_sqlite_transient())
                }
            }
        }
        guard code == SQLITE_OK else { throw SQLiteError.last(code, of: connection.handle, sql: sql) }
    }

    /// Runs the statement to its next row: true when there is one, false when it is done.
    func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: true
        case SQLITE_DONE: false
        case let code: throw SQLiteError.last(code, of: connection.handle, sql: sql)
        }
    }

    /// The current row's value in column `index` (from 0).
    func value(at index: Int32) -> DatabaseValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_NULL: .null
        case SQLITE_INTEGER: .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT: .real(sqlite3_column_double(handle, index))
        default:
            // Text, or a BLOB read as its bytes; sqlite3_column_bytes must follow sqlite3_column_text.
            if let text = sqlite3_column_text(handle, index) {
                .text(String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, index))), as: UTF8.self))
            } else {
                .text("")
            }
        }
    }

    /// Every value of the current row, in column order.
    func values(count: Int) -> [DatabaseValue] {
        (0..<Int32(count)).map(value(at:))
    }
}
