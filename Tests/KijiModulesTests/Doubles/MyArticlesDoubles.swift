import Foundation
import KijiDomain
@testable import KijiModules

/// Records the routes the MyArticles presenter takes.
@MainActor
final class SpyMyArticlesRouter: MyArticlesRouterInterface {
    private(set) var items: [ItemSummary] = []

    func showItem(_ item: ItemSummary) { items.append(item) }
}

/// Answers `myItems` from settable results and records the pages asked for.
@MainActor
final class StubMyItems: MyItems {
    /// Replies, in order; the last one repeats.
    var replies: [Result<[MyItem], LoadError>] = [.success([])]
    /// The number of the last page: a page before it names the next one.
    var lastPage = 1
    private(set) var asked: [(page: Int, perPage: Int)] = []

    nonisolated init() {}

    nonisolated var hasToken: Bool { true }

    func myItems(page: Int, perPage: Int) async throws(LoadError) -> Page<MyItem> {
        asked.append((page, perPage))
        return Page(elements: try replies[min(asked.count, replies.count) - 1].get(), nextPage: page < lastPage ? page + 1 : nil)
    }

    /// An article of yours, written `daysAgo` days before 2026-11-18.
    nonisolated static func article(_ id: String, views: Int? = 1234, isPrivate: Bool = false, daysAgo: Int = 0) -> MyItem {
        MyItem(
            summary: ItemSummary(
                id: Item.ID(id), title: "Article \(id)", author: User.ID("alice"), likesCount: 12, stocksCount: 3,
                commentsCount: 2, createdAt: Date(timeIntervalSince1970: 1_795_000_000 - Double(daysAgo) * 86_400)),
            pageViewsCount: views, isPrivate: isPrivate)
    }

    /// A page of `count` articles named `prefix0` …, the oldest `daysAgo` days before 2026-11-18.
    nonisolated static func articles(_ count: Int, prefix: String, daysAgo: Int = 0) -> [MyItem] {
        (0..<count).map { article("\(prefix)\($0)", daysAgo: daysAgo) }
    }
}
