import Foundation
import KijiDomain

/// Read marks kept in a set.
final class InMemoryReadMarksStub: ReadMarks, @unchecked Sendable {
    private let lock = NSLock()
    private var read: Set<Item.ID>

    init(read: Set<Item.ID> = []) { self.read = read }

    func isRead(_ id: Item.ID) -> Bool { lock.withLock { read.contains(id) } }

    func markRead(_ id: Item.ID) { _ = lock.withLock { read.insert(id) } }
}
