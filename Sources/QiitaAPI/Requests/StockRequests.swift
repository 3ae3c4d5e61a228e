/// `GET /items/:item_id/stock`: whether the token's user stocked the item (204 yes, 404 no).
public struct StockStatusRequest: QiitaRequest {
    /// The item id.
    public var itemID: String

    /// Creates the request.
    public init(itemID: String) { self.itemID = itemID }

    public var method: HTTPMethod { .get }
    public var pathSegments: [String] { ["items", itemID, "stock"] }
    public var tokenUse: TokenUse { .required }

    public func accepts(status: Int) -> Bool { status == 204 || status == 404 }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> Bool {
        response.status == 204
    }
}

/// `PUT /items/:item_id/stock`: stocks an item for the token's user. Never retried automatically.
public struct StockRequest: QiitaRequest {
    /// The item id.
    public var itemID: String

    /// Creates the request.
    public init(itemID: String) { self.itemID = itemID }

    public var method: HTTPMethod { .put }
    public var pathSegments: [String] { ["items", itemID, "stock"] }
    public var tokenUse: TokenUse { .required }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) {}
}

/// `DELETE /items/:item_id/stock`: removes an item from the token's user's stocks. Never retried automatically.
public struct UnstockRequest: QiitaRequest {
    /// The item id.
    public var itemID: String

    /// Creates the request.
    public init(itemID: String) { self.itemID = itemID }

    public var method: HTTPMethod { .delete }
    public var pathSegments: [String] { ["items", itemID, "stock"] }
    public var tokenUse: TokenUse { .required }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) {}
}
