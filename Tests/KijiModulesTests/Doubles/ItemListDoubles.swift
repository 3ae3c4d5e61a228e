import Foundation
import KijiDomain
import KijiModules

/// Records every state and busy change the presenter sends.
@MainActor
final class SpyItemListView: ItemListViewInterface {
    private(set) var states: [ItemListViewState] = []
    private(set) var busyChanges: [Bool] = []
    var last: ItemListViewState? { states.last }

    func show(_ state: ItemListViewState) { states.append(state) }
    func setBusy(_ busy: Bool) { busyChanges.append(busy) }
}

/// Records the routes taken; `showMyStocks` fails with `myStocksFailure` when set.
@MainActor
final class SpyItemListRouter: ItemListRouterInterface {
    private(set) var shownItems: [ItemSummary] = []
    private(set) var shownAuthors: [User.ID] = []
    private(set) var myStocksRequests = 0
    var myStocksFailure: LoadError?

    func showItem(_ item: ItemSummary) { shownItems.append(item) }
    func showAuthor(_ user: User.ID) { shownAuthors.append(user) }
    func showMyStocks() async throws(LoadError) {
        myStocksRequests += 1
        if let myStocksFailure { throw myStocksFailure }
    }
}

/// An interactor with settable answers: each load runs `nextLoad` (or `nextReload`) once.
@MainActor
final class StubItemListInteractor: ItemListInteractorInterface {
    var items: [ItemSummary] = []
    var reachedEnd = false
    var totalCount: Int?
    var rateLimit: RateLimitStatus?
    var offlineSince: Date?
    var nextResult: Result<[Item], LoadError> = .success([])
    private(set) var loads = 0
    private(set) var reloads = 0
    private var read: Set<Item.ID> = []

    func loadNextPage(onCached: @MainActor () -> Void) async throws(LoadError) {
        loads += 1
        items += try nextResult.get().map(ItemSummary.init)
    }

    func reload() async throws(LoadError) {
        reloads += 1
        items = try nextResult.get().map(ItemSummary.init)
    }

    func isRead(_ id: Item.ID) -> Bool { read.contains(id) }
    func setRead(_ isRead: Bool, _ id: Item.ID) {
        if isRead { read.insert(id) } else { read.remove(id) }
    }
}
