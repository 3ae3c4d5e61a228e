/// Where items come from; KijiData implements it over the Qiita API (and later a cache).
public protocol ItemRepository: Sendable {
    /// One page (numbered from 1) of a list, `perPage` items long at most.
    func items(in source: ItemListSource, page: Int, perPage: Int) async throws(LoadError) -> Page<Item>

    /// One item with its body.
    func item(_ id: Item.ID) async throws(LoadError) -> Item
}
