import CSQLite

extension DatabaseValueConvertible {
    /// The first column of the first row `sql` gives, as this type; nil when there is no row or
    /// the value is NULL.
    public static func fetchOne(
        _ connection: Connection, sql: String, arguments: [(any DatabaseValueConvertible)?] = []
    ) throws -> Self? {
        let statement = try connection.prepare(sql: sql, arguments: arguments)
        guard try statement.step() else { return nil }
        let value = statement.value(at: 0)
        if case .null = value { return nil }
        return try convert(value, sql: sql)
    }

    /// The first column of every row `sql` gives, as this type (NULL only where it is optional).
    public static func fetchAll(
        _ connection: Connection, sql: String, arguments: [(any DatabaseValueConvertible)?] = []
    ) throws -> [Self] {
        let statement = try connection.prepare(sql: sql, arguments: arguments)
        var all: [Self] = []
        while try statement.step() {
            all.append(try convert(statement.value(at: 0), sql: sql))
        }
        return all
    }

    private static func convert(_ value: DatabaseValue, sql: String) throws -> Self {
        guard let converted = fromDatabaseValue(value) else {
            throw SQLiteError(code: SQLITE_MISMATCH, message: "\(value.storageClass) is not \(Self.self)", sql: sql)
        }
        return converted
    }
}

extension Row {
    /// The first row `sql` gives; nil when it gives none.
    public static func fetchOne(
        _ connection: Connection, sql: String, arguments: [(any DatabaseValueConvertible)?] = []
    ) throws -> Row? {
        try fetchCursor(connection, sql: sql, arguments: arguments).next()
    }

    /// Every row `sql` gives.
    public static func fetchAll(
        _ connection: Connection, sql: String, arguments: [(any DatabaseValueConvertible)?] = []
    ) throws -> [Row] {
        let cursor = try fetchCursor(connection, sql: sql, arguments: arguments)
        var rows: [Row] = []
        while let row = try cursor.next() { rows.append(row) }
        return rows
    }

    /// The rows `sql` gives, one at a time; use it inside the closure that lent the connection.
    public static func fetchCursor(
        _ connection: Connection, sql: String, arguments: [(any DatabaseValueConvertible)?] = []
    ) throws -> RowCursor {
        RowCursor(statement: try connection.prepare(sql: sql, arguments: arguments))
    }
}
