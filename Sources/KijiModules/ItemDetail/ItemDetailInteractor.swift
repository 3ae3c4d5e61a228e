import KijiDomain

/// Loads one item and records that it was read.
@MainActor
public final class ItemDetailInteractor: ItemDetailInteractorInterface {
    public private(set) var item: Item
    public private(set) var isShowingCachedCopy = false
    private let repository: any ItemRepository
    private let readMarks: any ReadMarks

    /// Creates the interactor for an item known from a list (its body may be empty).
    public init(item: Item, repository: any ItemRepository, readMarks: any ReadMarks) {
        self.item = item
        self.repository = repository
        self.readMarks = readMarks
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
}
