import Foundation
import KijiDomain
import KijiModules

/// Records every state and busy change the presenter sends, with the rows a view would draw then.
@MainActor
final class SpyItemListView: ItemListViewInterface {
    /// A state as shown, and every row of it as `presenter` made them at that moment.
    @dynamicMemberLookup
    struct Shown {
        let state: ItemListViewState
        let rows: [ItemRowViewModel]

        subscript<Value>(dynamicMember field: KeyPath<ItemListViewState, Value>) -> Value { state[keyPath: field] }
    }

    /// The presenter that makes the rows; set it with `presenter.view`.
    weak var presenter: (any ItemListPresenterInterface)?
    private(set) var states: [Shown] = []
    private(set) var busyChanges: [Bool] = []
    var last: Shown? { states.last }

    func show(_ state: ItemListViewState) {
        let rows = (0..<state.rowCount).compactMap { presenter?.row(at: $0) }
        states.append(Shown(state: state, rows: rows))
    }

    func setBusy(_ busy: Bool) { busyChanges.append(busy) }

    /// What was said until the next key.
    private(set) var notes: [String] = []
    func showNote(_ message: String) { notes.append(message) }
}

/// Records the routes taken.
@MainActor
final class SpyItemListRouter: ItemListRouterInterface {
    private(set) var shownItems: [ItemSummary] = []
    private(set) var shownAuthors: [User.ID] = []
    private(set) var shownStocks: [User.ID] = []

    func showItem(_ item: ItemSummary) { shownItems.append(item) }
    func showAuthor(_ user: User.ID) { shownAuthors.append(user) }
    func showStocks(of user: User.ID) { shownStocks.append(user) }
}

/// An interactor with settable answers: each load runs `nextLoad` (or `nextReload`) once.
@MainActor
final class StubItemListInteractor: ItemListInteractorInterface {
    var items: [ItemSummary] = []
    var reachedEnd = false
    var end: ListEnd?
    var nextPageSize = 0
    var totalCount: Int?
    var rateLimit: RateLimitStatus?
    var fallback: Fallback?
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

    func signedInUser() async throws(LoadError) -> User.ID { Fixture.alice.id }

    func isRead(_ id: Item.ID) -> Bool { read.contains(id) }
    func setRead(_ isRead: Bool, _ id: Item.ID) {
        if isRead { read.insert(id) } else { read.remove(id) }
    }
}
