import KijiDomain
import Localization

/// The ``KeptItemSearch`` kiji runs on: the cache's full-text index of the kept items of its
/// origin, made again first when it is missing or out of step (see ``CacheStore/search(_:limit:)``).
public struct CachedKeptItemSearch: KeptItemSearch {
    private let store: CacheStore

    /// Creates the search over `store`'s kept items.
    public init(store: CacheStore) { self.store = store }

    public func search(_ query: String, limit: Int) async throws(LoadError) -> [SearchMatch] {
        do {
            return try store.search(query, limit: limit)
        } catch {
            throw LoadError(kind: .server, message: tr("The kept items could not be searched."), detail: "\(store.path): \(error)")
        }
    }
}
