/// Hands out the numbers of the blocks of one kind (foldable sections, code blocks) as layout meets
/// them, in document order.
///
/// One counter serves one layout of one document; a folded section skips the numbers of the
/// blocks inside it, so numbers never depend on what is open.
final class BlockCounter {
    private var next = 0

    /// The number of the block met now.
    func take() -> Int {
        defer { next += 1 }
        return next
    }

    /// Passes over `count` blocks that are not laid out.
    func skip(_ count: Int) {
        next += count
    }
}
