import Foundation
import KijiDomain
@testable import KijiModules

/// Records every state and busy change the MyArticles presenter sends, with the rows a view would draw then.
@MainActor
final class SpyMyArticlesView: MyArticlesViewInterface {
    /// The presenter that makes the rows; set it with `presenter.view`.
    weak var presenter: (any MyArticlesPresenterInterface)?
    private(set) var states: [MyArticlesViewState] = []
    private(set) var rows: [[MyArticlesRow]] = []
    private(set) var busyChanges: [Bool] = []

    func show(_ state: MyArticlesViewState) {
        states.append(state)
        rows.append((0..<state.rowCount).compactMap { presenter?.row(at: $0) })
    }

    func setBusy(_ busy: Bool) { busyChanges.append(busy) }
}

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
    private(set) var asked: [(page: Int, perPage: Int)] = []

    nonisolated init() {}

    nonisolated var hasToken: Bool { true }

    func myItems(page: Int, perPage: Int) async throws(LoadError) -> Page<MyItem> {
        asked.append((page, perPage))
        return Page(elements: try replies[min(asked.count, replies.count) - 1].get(), nextPage: nil)
    }

    /// An article of yours.
    nonisolated static func article(_ id: String, views: Int? = 1234, isPrivate: Bool = false) -> MyItem {
        MyItem(
            summary: ItemSummary(
                id: Item.ID(id), title: "Article \(id)", author: User.ID("alice"), likesCount: 12, stocksCount: 3,
                commentsCount: 2, createdAt: Date(timeIntervalSince1970: 1_795_000_000)),
            pageViewsCount: views, isPrivate: isPrivate)
    }
}
