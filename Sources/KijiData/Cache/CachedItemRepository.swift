import FoundationEssentials
import KijiDomain
import Localization

/// The ``ItemRepository`` kiji runs on: the Qiita API, with everything it returns kept on disk.
///
/// Fresh pages and items are written to the cache as they arrive; the cached ones are read back
/// without touching the network. With no remote (`--offline`), every fetch fails with
/// ``LoadError/Kind/offline`` and screens show what the cache has.
public struct CachedItemRepository: ItemRepository {
    private let remote: RemoteItemRepository?
    private let store: CacheStore
    private let namespace: String
    private let readAhead: PageReadAhead?

    /// Creates the repository; pass no remote to stay offline. `namespace` names the API, so that
    /// lists of different APIs are kept apart (see ``ListKey``). With a `firstList`, its first page
    /// starts being read from the cache at once, on another thread, and the first
    /// ``cachedItems(in:page:perPage:)`` for it gets that read: the reader's first screen then does
    /// not wait for it after setting up the terminal.
    public init(
        remote: RemoteItemRepository?, store: CacheStore, namespace: String,
        firstList: (source: ItemListSource, perPage: Int)? = nil
    ) {
        self.remote = remote
        self.store = store
        self.namespace = namespace
        readAhead = firstList.map {
            PageReadAhead(store: store, list: ListKey($0.source, namespace: namespace), number: 1, perPage: $0.perPage)
        }
    }

    public func cachedItems(in source: ItemListSource, page: Int, perPage: Int) async -> CachedPage<Item>? {
        let list = ListKey(source, namespace: namespace)
        if let read = readAhead?.take(list: list, number: page, perPage: perPage) { return await read.value }
        return try? store.page(list: list, number: page, perPage: perPage)
    }

    public func items(in source: ItemListSource, page: Int, perPage: Int) async throws(LoadError) -> Page<Item> {
        guard let remote else { throw Self.offline }
        let fresh = try await remote.items(in: source, page: page, perPage: perPage)
        try? store.savePage(fresh, list: ListKey(source, namespace: namespace), number: page, perPage: perPage)
        return fresh
    }

    public func cachedItem(_ id: Item.ID) async -> Item? {
        try? store.item(id)
    }

    public func item(_ id: Item.ID) async throws(LoadError) -> Item {
        guard let remote else { throw Self.offline }
        let fresh = try await remote.item(id)
        try? store.saveItem(fresh)
        return fresh
    }

    private static var offline: LoadError {
        LoadError(kind: .offline, message: tr("kiji is offline (--offline), and this is not in the cache."))
    }
}
