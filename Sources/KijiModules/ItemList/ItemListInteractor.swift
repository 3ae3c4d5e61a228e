import Foundation
import KijiDomain

/// Fetches an item list page by page, merging pages and dropping items already shown.
///
/// The first page comes from the cache at once when it was kept, then from the network; when
/// the network fails, kept pages stand in and ``offlineSince`` says how old they are.
///
/// The list keeps an ``ItemSummary`` of each item, not the item: bodies and author profiles are
/// most of an item's size, and no row shows them. The repository still keeps every page's whole
/// items in its cache, so an item seen only in a list can be opened from there, offline too.
@MainActor
public final class ItemListInteractor: ItemListInteractorInterface {
    private let repository: any ItemRepository
    private let readMarks: any ReadMarks
    private let account: any AccountRepository
    private let source: ItemListSource
    private let perPage: Int
    private var seen: Set<Item.ID> = []
    private var nextPage: Int? = 1

    public private(set) var items: [ItemSummary] = []
    public private(set) var totalCount: Int?
    public private(set) var rateLimit: RateLimitStatus?
    public private(set) var offlineSince: Date?
    public var reachedEnd: Bool { nextPage == nil }

    /// Creates the interactor for one list.
    public init(
        source: ItemListSource, repository: any ItemRepository, readMarks: any ReadMarks, perPage: Int,
        account: any AccountRepository = SignedOut()
    ) {
        self.source = source
        self.repository = repository
        self.readMarks = readMarks
        self.account = account
        self.perPage = perPage
    }

    public func loadNextPage(onCached: @MainActor () -> Void) async throws(LoadError) {
        guard let page = nextPage else { return }
        let cached = await repository.cachedItems(in: source, page: page, perPage: perPage)
        try LoadError.checkNotCancelled()
        let showingCached = page == 1 && items.isEmpty && cached != nil
        if showingCached, let cached {
            append(cached.page)
            onCached()
        }
        do {
            let fresh = try await repository.items(in: source, page: page, perPage: perPage)
            try LoadError.checkNotCancelled()
            if showingCached { replaceAll(with: fresh) } else { append(fresh) }
            offlineSince = nil
        } catch {
            guard error.isNetworkFailure, let cached else { throw error }
            if !showingCached { append(cached.page) }
            offlineSince = cached.fetchedAt
        }
    }

    public func reload() async throws(LoadError) {
        do {
            let fresh = try await repository.items(in: source, page: 1, perPage: perPage)
            try LoadError.checkNotCancelled()
            replaceAll(with: fresh)
            offlineSince = nil
        } catch {
            guard error.isNetworkFailure, let cached = await repository.cachedItems(in: source, page: 1, perPage: perPage)
            else { throw error }
            if items.isEmpty { replaceAll(with: cached.page) }
            offlineSince = cached.fetchedAt
        }
    }

    public func isRead(_ id: Item.ID) -> Bool { readMarks.isRead(id) }

    public func setRead(_ read: Bool, _ id: Item.ID) { readMarks.setRead(read, id) }

    public func signedInUser() async throws(LoadError) -> User.ID {
        guard account.hasToken else { throw .tokenRequired(for: "My stocks") }
        return try await account.currentUser().id
    }

    private func replaceAll(with page: Page<Item>) {
        items = []
        seen = []
        append(page)
    }

    private func append(_ page: Page<Item>) {
        for item in page.elements where seen.insert(item.id).inserted { items.append(ItemSummary(item)) }
        nextPage = page.elements.isEmpty ? nil : page.nextPage
        totalCount = page.totalCount ?? totalCount
        rateLimit = page.rateLimit ?? rateLimit
    }
}
