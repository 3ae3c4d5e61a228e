import Foundation
import KijiDomain
@testable import KijiModules

/// Records the routes the KeptSearch presenter takes.
@MainActor
final class SpyKeptSearchRouter: KeptSearchRouterInterface {
    private(set) var items: [(item: ItemSummary, query: String)] = []
    private(set) var users: [User.ID] = []

    func showItem(_ item: ItemSummary, foundWith query: String) { items.append((item, query)) }

    func showUser(_ user: User.ID) { users.append(user) }
}

/// Answers kept searches from settable replies and records the queries.
@MainActor
final class StubKeptItemSearch: KeptItemSearch {
    /// Replies to `search(_:limit:)`, in order; the last one repeats.
    var replies: [Result<[SearchMatch], LoadError>] = [.success([])]
    /// Makes `search(_:limit:)` wait until the calling task is cancelled, then throw a cancellation.
    var waitsUntilCancelled = false
    private(set) var queries: [String] = []
    private(set) var limits: [Int] = []
    private(set) var cancellationsSeen = 0

    nonisolated init() {}

    func search(_ query: String, limit: Int) async throws(LoadError) -> [SearchMatch] {
        queries.append(query)
        limits.append(limit)
        if waitsUntilCancelled {
            try? await Task.sleep(for: .seconds(3600))
            cancellationsSeen += 1
            throw LoadError(kind: .cancelled, message: "Cancelled.")
        }
        return try replies[min(queries.count, replies.count) - 1].get()
    }
}

extension Fixture {
    /// A kept item `id` found with the excerpt "… before **match** after …".
    static func match(
        _ id: String, title: String = "Title", by author: User = bob, excerpt: [SearchMatch.Part] = [
            SearchMatch.Part("…before ", isMatch: false), SearchMatch.Part("match", isMatch: true), SearchMatch.Part(" after…", isMatch: false),
        ]
    ) -> SearchMatch {
        SearchMatch(
            id: Item.ID(id), title: title, author: author.id, createdAt: Date(timeIntervalSince1970: 1_795_000_000),
            url: "https://qiita.com/\(author.id.rawValue)/items/\(id)", excerpt: excerpt)
    }
}
