import KijiDomain
import Synchronization

/// Read marks kept for the life of the process (the cache issue persists them).
public final class InMemoryReadMarks: ReadMarks {
    private let read = Mutex<Set<Item.ID>>([])

    /// Creates an empty set of marks.
    public init() {}

    public func isRead(_ id: Item.ID) -> Bool { read.withLock { $0.contains(id) } }

    public func setRead(_ isRead: Bool, _ id: Item.ID) {
        read.withLock { marks in
            if isRead { marks.insert(id) } else { marks.remove(id) }
        }
    }
}
