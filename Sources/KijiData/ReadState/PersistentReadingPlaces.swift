import KijiDomain
import Localization
import SQLite

/// Reading places kept in the cache database, next to the read marks, by origin.
///
/// A place is read when an article opens and written when it is left, never while scrolling. A
/// place that cannot be read opens the article at the top, and one that cannot be kept is lost;
/// the store's ``CacheStore/notices`` says which.
public final class PersistentReadingPlaces: ReadingPlaces {
    private let store: CacheStore

    /// Places kept in `store`.
    public init(store: CacheStore) { self.store = store }

    public func place(of id: Item.ID) -> KeptReadingPlace? {
        do {
            return try store.readingPlace(itemID: id.rawValue)
        } catch {
            store.notices.say(tr("Where you left the article could not be read from the cache: {reason}.", ["reason": String(describing: error)]))
            return nil
        }
    }

    public func keep(_ place: KeptReadingPlace?, of id: Item.ID) {
        do {
            try store.setReadingPlace(place, itemID: id.rawValue)
        } catch is SQLiteError {
            return  // the store has said why it could not keep it
        } catch {
            store.notices.say(tr("Where you left the article cannot be kept ({reason}).", ["reason": String(describing: error)]))
        }
    }
}
