import FoundationEssentials

/// When a paged list asks for its next page: the presenters' one paging rule.
enum Prefetch {
    /// How close to the end (in rows) the selection may come before the next page is fetched.
    ///
    /// - Half a page of `perPage`, at least five rows; two pages for Qiita's largest (100 items,
    ///   which take longest to fetch and keep, and which a list walks past page 100).
    /// - With `rowsInView`, at least one screen, so that a page key never lands on the end.
    /// - The rows the selection moved forward in the last ``lead`` (`movedLately`, see
    ///   ``SelectionMoves``): a key held down, at any rate and page size, then asks for the next
    ///   page about a ``lead`` before the end comes into view. A few presses move less than a
    ///   screen and add nothing.
    ///
    /// Selection moves apply it, never frames or resizes: an opened list reads its first page and
    /// no other until a key moves, since without a token Qiita allows 60 requests an hour.
    static func distance(forPageSize perPage: Int, rowsInView: Int = 0, movedLately: Int = 0) -> Int {
        max(5, perPage >= largestPage ? 2 * perPage : perPage / 2, rowsInView, movedLately)
    }

    /// How long before the selection would reach the last loaded row the next page is asked for,
    /// for a selection that keeps moving as it did: several times what a page takes on the release
    /// build (Scripts/bench, "long list"), so that a page keeps ahead of a held key.
    static let lead: TimeInterval = 1.0

    /// The most items Qiita serves on one page.
    static let largestPage = 100
}
