import FoundationEssentials
import KijiDomain

/// One list of items fetched page by page: pages merged in order, items already shown dropped,
/// the first page from the cache first, kept pages standing in when the network fails.
///
/// The list interactors keep one and add their own use cases around it. The first page comes from
/// the cache at once when it was kept, then from the network; when the network fails, kept pages
/// stand in and ``offlineSince`` says how old they are.
///
/// It keeps an ``ItemSummary`` of each item, not the item: bodies and author profiles are most of
/// an item's size, and no row shows them. The repository still keeps every page's whole items in
/// its cache, so an item seen only in a list can be opened from there, offline too.
@MainActor
final class PagedItems {
    private let repository: any ItemRepository
    private let source: ItemListSource
    private let perPage: Int
    private var seen: Set<Item.ID> = []
    private var nextPage: Int? = 1

    /// The items loaded so far, in order, without duplicates.
    private(set) var items: [ItemSummary] = []
    /// The total the server reported, when known.
    private(set) var totalCount: Int?
    /// The rate limit left after the last page, when known.
    private(set) var rateLimit: RateLimitStatus?
    /// When the cached pages on show were fetched, while the network cannot be reached; nil when online.
    private(set) var offlineSince: Date?
    /// Whether the last page has been loaded.
    var reachedEnd: Bool { nextPage == nil }

    /// Creates the empty list of `source`, fetched `perPage` items at a time.
    init(source: ItemListSource, repository: any ItemRepository, perPage: Int) {
        self.source = source
        self.repository = repository
        self.perPage = perPage
    }

    /// Loads the next page and appends its new items. The first page shows from the cache at once
    /// (`onCached` is called then), and is replaced in place when the fresh one arrives.
    func loadNextPage(onCached: @MainActor () -> Void) async throws(LoadError) {
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

    /// Loads page 1 again and replaces everything; offline, the cached page 1 stays.
    func reload() async throws(LoadError) {
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
