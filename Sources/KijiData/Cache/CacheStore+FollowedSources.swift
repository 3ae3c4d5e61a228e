import FoundationEssentials
import KijiDomain
import SQLite

extension CacheStore {
    /// Keeps the tags and users the timeline follows on the API named by `namespace`.
    public func saveFollowedSources(_ sources: [FollowTarget], namespace: String, fetchedAt: Date = Date()) throws {
        let names = String(decoding: try JSONEncoder().encode(sources.map(\.description)), as: UTF8.self)
        try write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO followedSources (namespace, sources, fetchedAt) VALUES (?, ?, ?)",
                arguments: [namespace, names, fetchedAt.timeIntervalSince1970])
        }
    }

    /// The sources kept for `namespace`, in their order; nil when none were kept.
    public func followedSources(namespace: String) throws -> [FollowTarget]? {
        guard let names = try read({ db in
            try String.fetchOne(db, sql: "SELECT sources FROM followedSources WHERE namespace = ?", arguments: [namespace])
        }) else { return nil }
        return try JSONDecoder().decode([String].self, from: Data(names.utf8)).compactMap(FollowTarget.init(keptName:))
    }
}

extension FollowTarget {
    /// The target a kept `#tag` or `@login` names.
    init?(keptName: String) {
        guard let first = keptName.first, keptName.count > 1 else { return nil }
        let name = String(keptName.dropFirst())
        switch first {
        case "#": self = .tag(Tag(name))
        case "@": self = .user(User.ID(name))
        default: return nil
        }
    }
}
