import FoundationEssentials
import KijiDomain

/// One list of items fetched page by page: pages merged in order, items already shown dropped,
/// the first page from the cache first, kept pages standing in when the network fails.
///
/// The list interactors keep one and add their own use cases around it. The first page comes from
/// the cache at once when it was kept, then from the network; when the network fails, kept pages
/// stand in and ``fallback`` says how old they are and why.
///
/// It keeps an ``ItemSummary`` of each item, not the item: bodies and author profiles are most of
/// an item's size, and no row shows them. The repository still keeps every page's whole items in
/// its cache, so an item seen only in a list can be opened from there, offline too.
@MainActor
final class PagedItems {
    private let repository: any ItemRepository
    private var walk: ListWalk
    private var seen: Set<Item.ID> = []

    /// The items loaded so far, in order, without duplicates.
    private(set) var items: [ItemSummary] = []
    /// The total the server reported for the list itself (not for a search that continues it), when known.
    private(set) var totalCount: Int?
    /// The rate limit left after the last page, when known.
    private(set) var rateLimit: RateLimitStatus?
    /// When the cached pages on show were fetched and why no fresh page came; nil when the last
    /// page came fresh.
    private(set) var fallback: Fallback?
    /// Whether the last page has been loaded.
    var reachedEnd: Bool { walk.next == nil }
    /// Why the list ended, once it has.
    var end: ListEnd? { walk.end }
    /// How many items the next pages hold at most: the reader's page size, 100 from Qiita's last
    /// page on (see ``ListWalk/upcomingPageSize``).
    var nextPageSize: Int { walk.upcomingPageSize }

    /// Creates the empty list of `source`, fetched `perPage` items at a time.
    init(source: ItemListSource, repository: any ItemRepository, perPage: Int) {
        self.repository = repository
        walk = ListWalk(source: source, perPage: perPage)
    }

    /// Loads the next page and appends its new items. The first page shows from the cache at once
    /// (`onCached` is called then), and is replaced in place when the fresh one arrives. A page that
    /// brings only items shown already (the boundary day of a walk by date) is followed by the next.
    func loadNextPage(onCached: @MainActor () -> Void) async throws(LoadError) {
        let before = items.count
        repeat {
            try await loadPage(onCached: onCached)
        } while items.count == before && !reachedEnd
    }

    private func loadPage(onCached: @MainActor () -> Void) async throws(LoadError) {
        guard let request = walk.next else { return }
        let cached = await repository.cachedItems(in: request.source, page: request.page, perPage: request.perPage)
        try LoadError.checkNotCancelled()
        let showingCached = request == walk.first && items.isEmpty && cached != nil
        if showingCached, let cached {
            append(cached.page, from: request)
            onCached()
        }
        do {
            let fresh = try await repository.items(in: request.source, page: request.page, perPage: request.perPage)
            try LoadError.checkNotCancelled()
            if showingCached { replaceAll(with: fresh) } else { append(fresh, from: request) }
            fallback = nil
        } catch {
            guard error.isNetworkFailure, let cached else { throw error }
            if !showingCached { append(cached.page, from: request) }
            fallback = Fallback(fetchedAt: cached.fetchedAt, cause: error)
        }
    }

    /// Loads page 1 again and replaces everything; offline, the cached page 1 stays.
    func reload() async throws(LoadError) {
        let first = walk.first
        do {
            let fresh = try await repository.items(in: first.source, page: first.page, perPage: first.perPage)
            try LoadError.checkNotCancelled()
            replaceAll(with: fresh)
            fallback = nil
        } catch {
            guard error.isNetworkFailure,
                let cached = await repository.cachedItems(in: first.source, page: first.page, perPage: first.perPage)
            else { throw error }
            if items.isEmpty { replaceAll(with: cached.page) }
            fallback = Fallback(fetchedAt: cached.fetchedAt, cause: error)
        }
    }

    private func replaceAll(with page: Page<Item>) {
        items = []
        seen = []
        walk = ListWalk(source: walk.base, perPage: walk.first.perPage)
        append(page, from: walk.first)
    }

    private func append(_ page: Page<Item>, from request: ListWalk.Request) {
        for item in page.elements where seen.insert(item.id).inserted { items.append(ItemSummary(item)) }
        walk.advance(count: page.elements.count, nextPage: page.nextPage, totalCount: page.totalCount, lastShown: items.last?.createdAt)
        if request.source == walk.base { totalCount = page.totalCount ?? totalCount }
        rateLimit = page.rateLimit ?? rateLimit
    }
}
