import FoundationEssentials
import KijiDomain
import Localization

/// The use case behind every item list: its pages (see ``PagedItems``: merged, de-duplicated,
/// cache first, offline fallback), read marks, and who is signed in for `S`.
@MainActor
public final class ItemListInteractor: ItemListInteractorInterface {
    private let pages: PagedItems
    private let readMarks: any ReadMarks
    private let account: any AccountRepository

    public var items: [ItemSummary] { pages.items }
    public var totalCount: Int? { pages.totalCount }
    public var rateLimit: RateLimitStatus? { pages.rateLimit }
    public var fallback: Fallback? { pages.fallback }
    public var reachedEnd: Bool { pages.reachedEnd }
    public var end: ListEnd? { pages.end }
    public var nextPageSize: Int { pages.nextPageSize }

    /// Creates the interactor for one list.
    public init(
        source: ItemListSource, repository: any ItemRepository, readMarks: any ReadMarks, perPage: Int,
        account: any AccountRepository = SignedOut()
    ) {
        pages = PagedItems(source: source, repository: repository, perPage: perPage)
        self.readMarks = readMarks
        self.account = account
    }

    public func loadNextPage(onCached: @MainActor () -> Void) async throws(LoadError) {
        try await pages.loadNextPage(onCached: onCached)
    }

    public func reload() async throws(LoadError) { try await pages.reload() }

    public func isRead(_ id: Item.ID) -> Bool { readMarks.isRead(id) }

    public func setRead(_ read: Bool, _ id: Item.ID) { readMarks.setRead(read, id) }

    public func signedInUser() async throws(LoadError) -> User.ID {
        guard account.hasToken else { throw Self.stocksNeedAToken }
        return try await account.currentUser().id
    }
}

extension ItemListInteractor {
    /// Why `S` cannot open your stocks when there is no token: a hint, not an error.
    static var stocksNeedAToken: LoadError { .tokenRequired(for: .myStocks) }
}
