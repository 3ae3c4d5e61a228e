/// When a paged list asks for its next page: the presenter's one paging rule.
enum Prefetch {
    /// How close to the end (in rows) the selection may come before the next page is fetched, for
    /// a page size: half a page, at least five rows, so that at 30 keys a second the next page has
    /// arrived before the selection reaches the end; and, with `rowsInView`, at least two screens,
    /// so that the page keys held down do not outrun it either.
    static func distance(forPageSize perPage: Int, rowsInView: Int = 0) -> Int { max(5, perPage / 2, 2 * rowsInView) }
}
