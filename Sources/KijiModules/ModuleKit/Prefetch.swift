/// When a paged list asks for its next page: the presenter's one paging rule.
enum Prefetch {
    /// How close to the end (in rows) the selection may come before the next page is fetched, for
    /// a page size: half a page, at least five rows, so that at 30 keys a second the next page has
    /// arrived before the selection reaches the end; two pages for Qiita's largest (100 items,
    /// which take five times as long to fetch and keep, and which a list walks past page 100);
    /// and, with `rowsInView`, at least one screen, so that a page key never lands on the end.
    /// No more than that: an opened list asks for the pages its screen needs and no others, since
    /// without a token Qiita allows 60 requests an hour.
    static func distance(forPageSize perPage: Int, rowsInView: Int = 0) -> Int {
        max(5, perPage >= largestPage ? 2 * perPage : perPage / 2, rowsInView)
    }

    /// The most items Qiita serves on one page.
    static let largestPage = 100
}
