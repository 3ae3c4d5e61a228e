import KijiDomain
import Localization
import SQLite
import Synchronization

/// Read marks kept in the cache database, mirrored in memory so lists can ask per row for free.
///
/// A mark that cannot be stored (a full disk, a lock held too long) stays in memory for this run,
/// and the store's ``CacheStore/notices`` says so once, in the store's own words.
public final class PersistentReadMarks: ReadMarks {
    private let store: CacheStore
    private let read: Mutex<Set<String>>

    /// Loads the marks from `store`.
    public init(store: CacheStore) {
        self.store = store
        do {
            read = Mutex(try store.readItemIDs())
        } catch {
            read = Mutex([])
            store.notices.say(tr("The read marks could not be read from the cache: {reason}.", ["reason": String(describing: error)]))
        }
    }

    public func isRead(_ id: Item.ID) -> Bool { read.withLock { $0.contains(id.rawValue) } }

    public func setRead(_ isRead: Bool, _ id: Item.ID) {
        read.withLock { marks in
            if isRead { marks.insert(id.rawValue) } else { marks.remove(id.rawValue) }
        }
        do {
            try store.setRead(isRead, itemID: id.rawValue)
        } catch is SQLiteError {
            return  // the store has said why it could not keep it
        } catch {
            store.notices.say(tr("Read marks cannot be kept ({reason}). They last until kiji quits.", ["reason": String(describing: error)]))
        }
    }
}
