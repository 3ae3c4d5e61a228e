/// Qiita's paging rules: `page` and `per_page` in 1…100, a `Link` header and `Total-Count`.
struct Paging {
    let page: Int
    let perPage: Int

    /// Reads `page` and `per_page` (defaults 1 and 20); nil when either is not a number in 1…100.
    init?(_ request: StubRequest) {
        let page = request.queryValue("page").map { Int($0) } ?? 1
        let perPage = request.queryValue("per_page").map { Int($0) } ?? 20
        guard let page, let perPage, (1...100).contains(page), (1...100).contains(perPage) else { return nil }
        self.page = page
        self.perPage = perPage
    }

    /// The slice of `total` results this page covers.
    func range(total: Int) -> Range<Int> {
        let start = min((page - 1) * perPage, total)
        return start..<min(start + perPage, total)
    }

    /// The last page a client can reach: Qiita never pages past 100.
    func lastPage(total: Int) -> Int { max(1, min(100, (total + perPage - 1) / perPage)) }

    /// `Link` and `Total-Count` for this page of `total` results at `url` (without a query) plus `extraQuery`.
    func headers(total: Int, url: String, extraQuery: String) -> [HeaderField] {
        let last = lastPage(total: total)
        func link(_ page: Int, _ relation: String) -> String {
            "<\(url)?\(extraQuery)page=\(page)&per_page=\(perPage)>; rel=\"\(relation)\""
        }
        var links = [link(1, "first")]
        if page > 1 { links.append(link(min(page - 1, last), "prev")) }
        if page < last { links.append(link(page + 1, "next")) }
        links.append(link(last, "last"))
        return [HeaderField("Link", links.joined(separator: ", ")), HeaderField("Total-Count", String(total))]
    }
}
