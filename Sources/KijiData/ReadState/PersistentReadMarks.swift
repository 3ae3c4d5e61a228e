import KijiDomain
import Synchronization

/// Read marks kept in the cache database, mirrored in memory so lists can ask per row for free.
public final class PersistentReadMarks: ReadMarks {
    private let store: CacheStore
    private let read: Mutex<Set<String>>

    /// Loads the marks from `store`.
    public init(store: CacheStore) {
        self.store = store
        read = Mutex((try? store.readItemIDs()) ?? [])
    }

    public func isRead(_ id: Item.ID) -> Bool { read.withLock { $0.contains(id.rawValue) } }

    public func setRead(_ isRead: Bool, _ id: Item.ID) {
        read.withLock { marks in
            if isRead { marks.insert(id.rawValue) } else { marks.remove(id.rawValue) }
        }
        try? store.setRead(isRead, itemID: id.rawValue)
    }
}
