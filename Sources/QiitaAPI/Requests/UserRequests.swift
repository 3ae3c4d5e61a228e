/// `GET /users/:user_id`: one user's profile.
public struct UserRequest: QiitaRequest {
    /// The login name.
    public var userID: String

    /// Creates the request.
    public init(userID: String) { self.userID = userID }

    public var method: HTTPMethod { .get }
    public var pathSegments: [String] { ["users", userID] }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> QiitaUser {
        try decodeJSON(QiitaUser.self, from: response)
    }
}

/// `GET /users/:user_id/items`: a user's items, newest first.
public struct UserItemsRequest: QiitaRequest {
    /// The login name.
    public var userID: String
    /// The page to fetch.
    public var page: PageQuery

    /// Creates the request.
    public init(userID: String, page: PageQuery = PageQuery()) {
        self.userID = userID
        self.page = page
    }

    public var method: HTTPMethod { .get }
    public var pathSegments: [String] { ["users", userID, "items"] }
    public var query: [(name: String, value: String)] { page.parameters }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> QiitaPage<QiitaItem> {
        try decodePage(of: QiitaItem.self, from: response)
    }
}

/// `GET /users/:user_id/stocks`: the items a user stocked, most recent first.
public struct UserStocksRequest: QiitaRequest {
    /// The login name.
    public var userID: String
    /// The page to fetch.
    public var page: PageQuery

    /// Creates the request.
    public init(userID: String, page: PageQuery = PageQuery()) {
        self.userID = userID
        self.page = page
    }

    public var method: HTTPMethod { .get }
    public var pathSegments: [String] { ["users", userID, "stocks"] }
    public var query: [(name: String, value: String)] { page.parameters }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> QiitaPage<QiitaItem> {
        try decodePage(of: QiitaItem.self, from: response)
    }
}

/// `GET /authenticated_user`: the user the access token belongs to.
public struct AuthenticatedUserRequest: QiitaRequest {
    /// Creates the request.
    public init() {}

    public var method: HTTPMethod { .get }
    public var pathSegments: [String] { ["authenticated_user"] }
    public var tokenUse: TokenUse { .required }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> QiitaAuthenticatedUser {
        try decodeJSON(QiitaAuthenticatedUser.self, from: response)
    }
}
