import KijiDomain
import Synchronization

/// One list page read from the cache ahead of time, on another thread, for the first request for it.
///
/// The reader's first screen asks for page 1 of its list only once the terminal is set up and the
/// screen is built; starting the read as soon as the cache is open lets the two overlap.
final class PageReadAhead: Sendable {
    private let list: ListKey
    private let number: Int
    private let perPage: Int
    private let read: Task<CachedPage<Item>?, Never>
    private let taken = Mutex(false)

    /// Starts reading page `number` of `list` from `store`.
    init(store: CacheStore, list: ListKey, number: Int, perPage: Int) {
        self.list = list
        self.number = number
        self.perPage = perPage
        read = Task.detached(priority: .userInitiated) {
            try? store.page(list: list, number: number, perPage: perPage)
        }
    }

    /// The read, the first time that page is asked for; nil for any other page and afterwards,
    /// when the cache may have changed.
    func take(list: ListKey, number: Int, perPage: Int) -> Task<CachedPage<Item>?, Never>? {
        guard list == self.list, number == self.number, perPage == self.perPage else { return nil }
        return taken.withLock { taken in
            defer { taken = true }
            return taken ? nil : read
        }
    }
}
