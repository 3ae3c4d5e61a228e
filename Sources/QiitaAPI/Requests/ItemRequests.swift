/// `GET /items`: the newest items, optionally filtered by a search query.
public struct ItemsRequest: QiitaRequest {
    /// The page to fetch.
    public var page: PageQuery
    /// A Qiita search query such as `tag:swift user:alice`; nil for all items.
    public var searchQuery: String?

    /// Creates the request.
    public init(page: PageQuery = PageQuery(), searchQuery: String? = nil) {
        self.page = page
        self.searchQuery = searchQuery
    }

    public var method: HTTPMethod { .get }
    public var pathSegments: [String] { ["items"] }
    public var query: [(name: String, value: String)] {
        page.parameters + (searchQuery.map { [("query", $0)] } ?? [])
    }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> QiitaPage<QiitaItem> {
        try decodePage(of: QiitaItem.self, from: response)
    }
}

/// `GET /items/:item_id`: one item with its body.
public struct ItemRequest: QiitaRequest {
    /// The item id.
    public var itemID: String

    /// Creates the request.
    public init(itemID: String) { self.itemID = itemID }

    public var method: HTTPMethod { .get }
    public var pathSegments: [String] { ["items", itemID] }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> QiitaItem {
        try decodeJSON(QiitaItem.self, from: response)
    }
}

/// `GET /tags/:tag_id/items`: the newest items with a tag.
public struct TagItemsRequest: QiitaRequest {
    /// The tag name, e.g. `Swift`.
    public var tag: String
    /// The page to fetch.
    public var page: PageQuery

    /// Creates the request.
    public init(tag: String, page: PageQuery = PageQuery()) {
        self.tag = tag
        self.page = page
    }

    public var method: HTTPMethod { .get }
    public var pathSegments: [String] { ["tags", tag, "items"] }
    public var query: [(name: String, value: String)] { page.parameters }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> QiitaPage<QiitaItem> {
        try decodePage(of: QiitaItem.self, from: response)
    }
}

/// `GET /items/:item_id/stockers`: the users who stocked an item.
public struct StockersRequest: QiitaRequest {
    /// The item id.
    public var itemID: String
    /// The page to fetch.
    public var page: PageQuery

    /// Creates the request.
    public init(itemID: String, page: PageQuery = PageQuery()) {
        self.itemID = itemID
        self.page = page
    }

    public var method: HTTPMethod { .get }
    public var pathSegments: [String] { ["items", itemID, "stockers"] }
    public var query: [(name: String, value: String)] { page.parameters }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> QiitaPage<QiitaUser> {
        try decodePage(of: QiitaUser.self, from: response)
    }
}
