import KijiDomain

/// Loads one item, records that it was read and where the reader left it, and stocks or unstocks it.
///
/// An item is opened from a list, which knows it without its body. The cached copy shows at once
/// when the cache kept its body, and the item is fetched again all the same (stale while
/// revalidating, like the lists); when the network fails, a cached copy with a body stands in.
@MainActor
public final class ItemDetailInteractor: ItemDetailInteractorInterface {
    public private(set) var item: Item
    public private(set) var cachedCopyCause: LoadError?
    /// Whether ``item`` has its body, rather than only what a list knows.
    private var hasBody = false
    private let repository: any ItemRepository
    private let readMarks: any ReadMarks
    private let stocks: any StockRepository
    private let places: any ReadingPlaces

    /// Creates the interactor for an item known from a list; `places` keeps where it is left.
    public init(
        item: ItemSummary, repository: any ItemRepository, readMarks: any ReadMarks, stocks: any StockRepository = SignedOut(),
        places: any ReadingPlaces = NoReadingPlaces()
    ) {
        self.item = Item(item)
        self.repository = repository
        self.readMarks = readMarks
        self.stocks = stocks
        self.places = places
    }

    public func reload(onCached: @MainActor () -> Void) async throws(LoadError) {
        let asksTheCacheFirst = !hasBody
        var cached: Item?
        if asksTheCacheFirst {
            cached = await cachedCopy()
            try LoadError.checkNotCancelled()
            if let cached {
                take(cached)
                onCached()
            }
        }
        do {
            let fresh = try await repository.item(item.id)
            try LoadError.checkNotCancelled()
            take(fresh)
            cachedCopyCause = nil
        } catch {
            guard error.isNetworkFailure else { throw error }
            if !asksTheCacheFirst { cached = await cachedCopy() }
            guard let cached else { throw error }
            take(cached)
            cachedCopyCause = error
        }
    }

    public func markRead() { readMarks.markRead(item.id) }

    public func placeToResume() -> ResumePlace {
        guard let kept = places.place(of: item.id) else { return .top }
        guard kept.version == ArticleVersion.of(item) else { return .changed }
        return .place(kept.place)
    }

    public func keepPlace(_ place: ReadingPlace?) {
        places.keep(place.map { KeptReadingPlace(place: $0, version: ArticleVersion.of(item)) }, of: item.id)
    }

    public var canStock: Bool { stocks.hasToken }

    public func loadStockStatus() async throws(LoadError) -> Bool { try await stocks.isStocked(item.id) }

    public func setStocked(_ stocked: Bool) async throws(LoadError) { try await stocks.setStocked(item.id, stocked) }

    /// Shows `copy`, which has its body, from now on.
    private func take(_ copy: Item) {
        item = copy
        hasBody = true
    }

    /// The cached copy of the item, when the cache kept its body.
    private func cachedCopy() async -> Item? {
        guard let cached = await repository.cachedItem(item.id), !cached.body.isEmpty else { return nil }
        return cached
    }
}
