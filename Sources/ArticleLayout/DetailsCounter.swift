/// Hands out the numbers of foldable sections as layout meets them, in `ArticleFolding`'s order.
///
/// One counter serves one layout of one document; a folded section skips the numbers of the
/// sections inside it, so numbers never depend on what is open.
final class DetailsCounter {
    private var next = 0

    /// The number of the section met now.
    func take() -> Int {
        defer { next += 1 }
        return next
    }

    /// Passes over `count` sections that are not laid out.
    func skip(_ count: Int) {
        next += count
    }
}
