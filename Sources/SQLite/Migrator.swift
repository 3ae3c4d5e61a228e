/// Applies an ordered list of migrations, each once, keeping how many are applied in
/// `PRAGMA user_version`.
///
/// Each migration runs in a transaction of its own (`BEGIN IMMEDIATE`) that also sets the version
/// after it, and the version is read again inside that transaction, so two processes opening the
/// same file at once apply each migration once. A file whose version is past the list (made by a
/// newer program) is left alone. Foreign keys stay enforced during a migration, as on every
/// connection of a ``Database``.
public struct Migrator: Sendable {
    private let migrations: [Migration]
    private let adoptUnversioned: @Sendable (Connection) throws -> Int

    /// A migrator for `migrations`, in order.
    ///
    /// - Parameter adoptUnversioned: for a file whose `user_version` is 0, which may have recorded
    ///   its migrations some other way: how many of `migrations` it already has (0 when it is
    ///   new). It runs inside the transaction of the migrations that follow, and may remove the
    ///   other record there.
    public init(_ migrations: [Migration], adoptUnversioned: @escaping @Sendable (Connection) throws -> Int = { _ in 0 }) {
        self.migrations = migrations
        self.adoptUnversioned = adoptUnversioned
    }

    /// Applies, in order, every migration the database does not have yet.
    public func migrate(_ database: Database) throws {
        let version = try database.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
        guard version == 0 || version < migrations.count else { return }
        while try database.write(applyNext) {}
    }

    /// Applies the first migration the database lacks, in the current transaction, and records
    /// it; false when none was lacking.
    private func applyNext(_ db: Connection) throws -> Bool {
        let stored = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        let version = stored == 0 ? try adoptUnversioned(db) : stored
        guard version < migrations.count else {
            if version != stored { try db.execute(sql: "PRAGMA user_version = \(version)") }
            return false
        }
        try migrations[version].apply(db)
        try db.execute(sql: "PRAGMA user_version = \(version + 1)")
        return true
    }
}
