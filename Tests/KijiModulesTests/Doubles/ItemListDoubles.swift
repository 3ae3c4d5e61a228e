import Foundation
import KijiDomain
@testable import KijiModules

/// A rows screen's spy (``SpyRowsView``) that also records the notes an item list says, and reads
/// each state shown as the item list draws it: its rows, the row after the last, and its facts.
@MainActor
final class SpyItemListView: SpyRowsView<ItemRowViewModel>, ItemListViewInterface {
    /// A state as shown, and every row of it as the presenter made them at that moment.
    @dynamicMemberLookup
    struct Shown {
        let state: RowsViewState
        let rows: [ItemRowViewModel]

        subscript<Value>(dynamicMember field: KeyPath<RowsViewState, Value>) -> Value { state[keyPath: field] }

        /// The row after the last, as the list draws it from the state.
        var footer: Footer {
            if state.isLoading { return .loading }
            if let failure = state.loadFailure { return .failed(failure) }
            if let end = state.endText { return .end(end) }
            return .idle
        }

        /// `20/1000`: the last fact, the rows loaded and the total when known.
        var countFact: String { state.facts.last ?? "" }

        /// `API 57/60`, the fact before the count; empty when the rate limit is not known.
        var rateLimitFact: String { state.facts.dropLast().first ?? "" }

        /// `Following #swift`, the header's note.
        var followFact: String { state.headerNote }
    }

    /// What the row after the last shows.
    enum Footer: Equatable {
        case idle
        case loading
        case failed(String)
        case end(String)
    }

    /// Every state shown, with its rows.
    var shown: [Shown] { zip(states, rows).map { Shown(state: $0, rows: $1) } }
    var last: Shown? { shown.last }

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
