import FoundationEssentials
import SQLite

/// A feed as kept: the text that came, its ETag, and when it was fetched or last confirmed current.
public struct KeptFeed: Sendable, Hashable {
    /// The feed's text.
    public var body: String
    /// Its `ETag`, when the server sent one.
    public var etag: String?
    /// When it was fetched, or last confirmed current by a 304.
    public var fetchedAt: Date
}

extension CacheStore {
    /// Keeps a feed fetched from `url`, in place of the copy kept before.
    public func saveFeed(_ body: String, etag: String?, url: String, fetchedAt: Date = Date()) throws {
        try write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO feed (url, etag, body, fetchedAt) VALUES (?, ?, ?, ?)",
                arguments: [url, etag, body, fetchedAt.timeIntervalSince1970])
        }
    }

    /// Records that the kept feed of `url` is still current (the server answered 304).
    public func confirmFeed(url: String, at time: Date = Date()) throws {
        try write { db in
            try db.execute(sql: "UPDATE feed SET fetchedAt = ? WHERE url = ?", arguments: [time.timeIntervalSince1970, url])
        }
    }

    /// The feed kept for `url`, if any.
    public func feed(url: String) throws -> KeptFeed? {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT etag, body, fetchedAt FROM feed WHERE url = ?", arguments: [url])
            else { return nil }
            return KeptFeed(body: try row["body"], etag: try row["etag"], fetchedAt: Date(timeIntervalSince1970: try row["fetchedAt"]))
        }
    }
}
