import KijiDomain

/// Loads one item, records that it was read, and stocks or unstocks it.
@MainActor
public final class ItemDetailInteractor: ItemDetailInteractorInterface {
    public private(set) var item: Item
    public private(set) var isShowingCachedCopy = false
    private let repository: any ItemRepository
    private let readMarks: any ReadMarks
    private let stocks: any StockRepository

    /// Creates the interactor for an item known from a list (its body may be empty).
    public init(item: Item, repository: any ItemRepository, readMarks: any ReadMarks, stocks: any StockRepository = SignedOut()) {
        self.item = item
        self.repository = repository
        self.readMarks = readMarks
        self.stocks = stocks
    }

    public func reload() async throws(LoadError) {
        do {
            item = try await repository.item(item.id)
            isShowingCachedCopy = false
        } catch {
            guard error.isNetworkFailure, let cached = await repository.cachedItem(item.id), !cached.body.isEmpty else {
                throw error
            }
            item = cached
            isShowingCachedCopy = true
        }
    }

    public func markRead() { readMarks.markRead(item.id) }

    public var canStock: Bool { stocks.hasToken }

    public func loadStockStatus() async throws(LoadError) -> Bool { try await stocks.isStocked(item.id) }

    public func setStocked(_ stocked: Bool) async throws(LoadError) { try await stocks.setStocked(item.id, stocked) }
}
