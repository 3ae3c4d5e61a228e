/// Which page of a list to fetch: `page` 1–100 and `per_page` 1–100, as Qiita allows.
public struct PageQuery: Sendable, Hashable {
    /// The page number, clamped to 1…100.
    public let page: Int
    /// Elements per page, clamped to 1…100.
    public let perPage: Int

    /// Creates a page query, clamping both numbers to Qiita's range.
    public init(page: Int = 1, perPage: Int = 20) {
        self.page = min(max(page, 1), 100)
        self.perPage = min(max(perPage, 1), 100)
    }

    /// The query parameters.
    var parameters: [(name: String, value: String)] {
        [("page", String(page)), ("per_page", String(perPage))]
    }
}
