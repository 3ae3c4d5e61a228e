import Foundation
import KijiDomain

/// Reading places kept in a dictionary, with every place kept or forgotten in order.
final class ReadingPlacesStub: ReadingPlaces, @unchecked Sendable {
    private let lock = NSLock()
    private var places: [Item.ID: KeptReadingPlace] = [:]
    private var kept: [KeptReadingPlace?] = []

    init(_ places: [Item.ID: KeptReadingPlace] = [:]) { self.places = places }

    /// Each `keep`, nil for a place forgotten.
    var keeps: [KeptReadingPlace?] { lock.withLock { kept } }

    func place(of id: Item.ID) -> KeptReadingPlace? { lock.withLock { places[id] } }

    func keep(_ place: KeptReadingPlace?, of id: Item.ID) {
        lock.withLock {
            places[id] = place
            kept.append(place)
        }
    }
}
