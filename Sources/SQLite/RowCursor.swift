/// The rows of a query, stepped one at a time instead of read all at once.
///
/// It holds the statement until it is released, so it must not leave the closure that made it.
public final class RowCursor {
    private let statement: Statement
    private let columnNames: [String]
    private var isDone = false

    init(statement: Statement) {
        self.statement = statement
        columnNames = statement.columnNames
    }

    /// The next row; nil once the rows are all read (and every time after).
    public func next() throws -> Row? {
        // SQLite would run a finished statement again from the start.
        guard !isDone else { return nil }
        guard try statement.step() else {
            isDone = true
            return nil
        }
        return Row(columnNames: columnNames, values: statement.values(count: columnNames.count))
    }
}

@available(*, unavailable, message: "a cursor stays in the closure that made it")
extension RowCursor: Sendable {}
