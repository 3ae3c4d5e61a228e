import FoundationEssentials
import SQLite

extension CacheStore {
    /// Starts a run of `kiji sync` for the store's origin at `date`: the run stopped before it
    /// finished goes on (its steps stay done) when it started less than `resumeWithin` ago;
    /// otherwise a new run starts with no step done. Returns which of the two it is.
    public func beginSync(at date: Date = Date(), resumeWithin: Double = 86_400) throws -> SyncStart {
        try write { db in
            if let row = try Row.fetchOne(db, sql: "SELECT startedAt, finishedAt FROM syncRun WHERE origin = ?", arguments: [origin]) {
                let startedAt: Double = try row["startedAt"]
                let finishedAt: Double? = try row["finishedAt"]
                if finishedAt == nil, date.timeIntervalSince1970 - startedAt < resumeWithin { return .resumed }
            }
            try db.execute(sql: "DELETE FROM syncStep WHERE origin = ?", arguments: [origin])
            try db.execute(
                sql: "INSERT OR REPLACE INTO syncRun (origin, startedAt, finishedAt) VALUES (?, ?, NULL)",
                arguments: [origin, date.timeIntervalSince1970])
            return .new
        }
    }

    /// Whether the current run of `kiji sync` has done `step`.
    public func isSyncStepDone(_ step: String) throws -> Bool {
        try read { db in
            try Bool.fetchOne(db, sql: "SELECT 1 FROM syncStep WHERE origin = ? AND step = ?", arguments: [origin, step]) != nil
        }
    }

    /// The steps the current run of `kiji sync` has done that start with `prefix`.
    public func syncSteps(startingWith prefix: String) throws -> [String] {
        try read { db in
            try String.fetchAll(
                db, sql: "SELECT step FROM syncStep WHERE origin = ? AND substr(step, 1, ?) = ? ORDER BY step",
                arguments: [origin, prefix.count, prefix])
        }
    }

    /// Records that the current run of `kiji sync` has done `step`.
    public func markSyncStepDone(_ step: String) throws {
        try write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO syncStep (origin, step) VALUES (?, ?)", arguments: [origin, step])
        }
    }

    /// Records that the current run of `kiji sync` finished at `date`, and forgets its steps.
    public func finishSync(at date: Date = Date()) throws {
        try write { db in
            try db.execute(sql: "UPDATE syncRun SET finishedAt = ? WHERE origin = ?", arguments: [date.timeIntervalSince1970, origin])
            try db.execute(sql: "DELETE FROM syncStep WHERE origin = ?", arguments: [origin])
        }
    }

    /// When the last run of `kiji sync` for the store's origin finished; nil when none has.
    public func lastFinishedSync() throws -> Date? {
        try read { db in
            try Double.fetchOne(db, sql: "SELECT finishedAt FROM syncRun WHERE origin = ? AND finishedAt IS NOT NULL", arguments: [origin])
                .map { Date(timeIntervalSince1970: $0) }
        }
    }
}

/// How a run of `kiji sync` starts.
public enum SyncStart: Sendable, Equatable {
    /// No run was left unfinished: every step is to do.
    case new
    /// The run stopped before it finished goes on, its steps done staying done.
    case resumed
}
