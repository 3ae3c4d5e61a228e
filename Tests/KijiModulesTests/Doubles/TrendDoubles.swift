import Foundation
import KijiDomain
@testable import KijiModules

/// Records the routes the Trend presenter takes.
@MainActor
final class SpyTrendRouter: TrendRouterInterface {
    private(set) var items: [ItemSummary] = []
    private(set) var users: [User.ID] = []

    func showItem(_ item: ItemSummary) { items.append(item) }

    func showUser(_ user: User.ID) { users.append(user) }
}

/// Answers feed requests from settable results and counts them.
@MainActor
final class StubTrendRepository: TrendRepository {
    /// The kept copy.
    var cached: FeedPage?
    /// Replies to `feed(_:)`, in order; the last one repeats.
    var replies: [Result<FeedPage, LoadError>] = [.success(StubTrendRepository.page([]))]
    private(set) var fetches: [FeedSource] = []

    nonisolated init() {}

    func cachedFeed(_ source: FeedSource) async -> FeedPage? { cached }

    func feed(_ source: FeedSource) async throws(LoadError) -> FeedPage {
        fetches.append(source)
        return try replies[min(fetches.count, replies.count) - 1].get()
    }

    /// A fresh page of `entries`, with `notice`.
    nonisolated static func page(_ entries: [TrendEntry], notice: String? = nil, fetchedAt: Date = Date()) -> FeedPage {
        FeedPage(entries: entries, updatedAt: nil, fetchedAt: fetchedAt, origin: .fresh, notice: notice)
    }

    /// An entry of the trend, by `author`, published 2026-11-18.
    nonisolated static func entry(_ id: String, by author: String = "bob", name: String = "", title: String? = nil, firstLine: String = "")
        -> TrendEntry
    {
        TrendEntry(
            id: Item.ID(id), author: User.ID(author), authorName: name, title: title ?? "Entry \(id)",
            url: "https://qiita.com/\(author)/items/\(id)", publishedAt: Date(timeIntervalSince1970: 1_795_000_000),
            excerpt: firstLine, firstLine: firstLine)
    }
}
