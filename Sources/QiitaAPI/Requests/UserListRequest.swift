/// One of the lists Qiita serves page by page under `/users/:user_id/`: the path's last segment
/// and what its elements decode as.
public protocol UserList: Sendable {
    /// What one element of the list decodes as.
    associatedtype Element: Decodable & Sendable
    /// The list's segment after `/users/:user_id/`, e.g. `items`.
    static var pathSegment: String { get }
}

/// `GET /users/:user_id/<list>`: one page of one of a user's lists (see ``UserList``): their items,
/// their stocks, the tags they follow, the users they follow.
public struct UserListRequest<List: UserList>: QiitaRequest {
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
    public var pathSegments: [String] { ["users", userID, List.pathSegment] }
    public var query: [(name: String, value: String)] { page.parameters }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> QiitaPage<List.Element> {
        try decodePage(of: List.Element.self, from: response)
    }
}

/// A user's items, newest first (`/users/:user_id/items`).
public enum UserItemsList: UserList {
    public typealias Element = QiitaItem
    public static let pathSegment = "items"
}

/// The items a user stocked, most recent first (`/users/:user_id/stocks`).
public enum UserStocksList: UserList {
    public typealias Element = QiitaItem
    public static let pathSegment = "stocks"
}

/// The tags a user follows, most recently followed first (`/users/:user_id/following_tags`).
public enum FollowingTagsList: UserList {
    public typealias Element = QiitaTag
    public static let pathSegment = "following_tags"
}

/// The users a user follows (`/users/:user_id/followees`).
public enum FolloweesList: UserList {
    public typealias Element = QiitaUser
    public static let pathSegment = "followees"
}

/// `GET /users/:user_id/items`: a user's items, newest first.
public typealias UserItemsRequest = UserListRequest<UserItemsList>
/// `GET /users/:user_id/stocks`: the items a user stocked, most recent first.
public typealias UserStocksRequest = UserListRequest<UserStocksList>
/// `GET /users/:user_id/following_tags`: the tags a user follows, most recently followed first.
public typealias FollowingTagsRequest = UserListRequest<FollowingTagsList>
/// `GET /users/:user_id/followees`: the users a user follows.
public typealias FolloweesRequest = UserListRequest<FolloweesList>
