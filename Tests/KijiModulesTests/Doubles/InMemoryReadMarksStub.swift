import Foundation
import KijiDomain

/// Read marks kept in a set.
final class InMemoryReadMarksStub: ReadMarks, @unchecked Sendable {
    private let lock = NSLock()
    private var read: Set<Item.ID>

    init(read: Set<Item.ID> = []) { self.read = read }

    func isRead(_ id: Item.ID) -> Bool { lock.withLock { read.contains(id) } }

    func setRead(_ isRead: Bool, _ id: Item.ID) {
        lock.withLock {
            if isRead { read.insert(id) } else { read.remove(id) }
        }
    }
}
