/// Where items come from: the network, and what was kept from it.
///
/// KijiData implements it over the Qiita API with a local cache. A screen asks for the cached
/// page first, so its first frame never waits for the network, then for the fresh one.
public protocol ItemRepository: Sendable {
    /// The page (numbered from 1) as last fetched, if it was kept; never touches the network. Its
    /// items may come without their bodies, which a list does not show: ``cachedItem(_:)`` has them.
    func cachedItems(in source: ItemListSource, page: Int, perPage: Int) async -> CachedPage<Item>?

    /// The page (numbered from 1) fetched now, `perPage` items long at most; it is kept for later.
    func items(in source: ItemListSource, page: Int, perPage: Int) async throws(LoadError) -> Page<Item>

    /// The item as last fetched, with its body if that was kept; never touches the network.
    func cachedItem(_ id: Item.ID) async -> Item?

    /// The item with its body, fetched now; it is kept for later.
    func item(_ id: Item.ID) async throws(LoadError) -> Item
}
