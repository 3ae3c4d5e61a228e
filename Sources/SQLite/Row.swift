import CSQLite

/// One result row, its values read by column name.
public struct Row: Sendable {
    private let columnNames: [String]
    private let values: [DatabaseValue]

    init(columnNames: [String], values: [DatabaseValue]) {
        self.columnNames = columnNames
        self.values = values
    }

    /// The value in the column named `column` (its alias, if the query gave one), as `Value`.
    ///
    /// Ask for an Optional to read NULL as nil. Throws `SQLITE_MISMATCH` when no column has that
    /// name, or when the stored value cannot be a `Value` (NULL for a type that is not optional,
    /// text for a number …).
    public subscript<Value: DatabaseValueConvertible>(_ column: String) -> Value {
        get throws {
            guard let index = index(of: column) else {
                throw SQLiteError(code: SQLITE_MISMATCH, message: "the row has no column named \(column)")
            }
            let value = values[index]
            guard let converted = Value.fromDatabaseValue(value) else {
                throw SQLiteError(
                    code: SQLITE_MISMATCH, message: "column \(column) holds \(value.storageClass), which is not \(Value.self)")
            }
            return converted
        }
    }

    /// The first column with that name; SQLite's names match whatever their case.
    private func index(of column: String) -> Int? {
        columnNames.firstIndex(of: column)
            ?? columnNames.firstIndex { $0.lowercased() == column.lowercased() }
    }
}
