/// What a follow request is about: a tag (`/tags/:tag_id/following`) or a user (`/users/:user_id/following`).
public enum FollowingSubject: Sendable, Hashable {
    /// A tag, by name.
    case tag(String)
    /// A user, by login name.
    case user(String)

    var pathSegments: [String] {
        switch self {
        case .tag(let name): ["tags", name, "following"]
        case .user(let login): ["users", login, "following"]
        }
    }
}

/// `GET /tags/:tag_id/following` or `GET /users/:user_id/following`: whether the token's user
/// follows the tag or user (204 yes, 404 no).
public struct FollowingStatusRequest: QiitaRequest {
    /// The tag or user.
    public var target: FollowingSubject

    /// Creates the request.
    public init(_ target: FollowingSubject) { self.target = target }

    public var method: HTTPMethod { .get }
    public var pathSegments: [String] { target.pathSegments }
    public var tokenUse: TokenUse { .required }

    public func accepts(status: Int) -> Bool { (200..<300).contains(status) || status == 404 }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> Bool {
        (200..<300).contains(response.status)
    }
}

/// `PUT` (follow) or `DELETE` (unfollow) `/tags/:tag_id/following` or `/users/:user_id/following`.
/// Never retried automatically.
public struct SetFollowingRequest: QiitaRequest {
    /// The tag or user.
    public var target: FollowingSubject
    /// Whether to follow (`PUT`) or unfollow (`DELETE`).
    public var following: Bool

    /// Creates the request.
    public init(_ target: FollowingSubject, following: Bool) {
        self.target = target
        self.following = following
    }

    public var method: HTTPMethod { following ? .put : .delete }
    public var pathSegments: [String] { target.pathSegments }
    public var tokenUse: TokenUse { .required }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) {}
}

/// `GET /authenticated_user/items`: the token's user's own items, private ones included, with
/// `page_views_count` (the only call that returns it).
public struct AuthenticatedUserItemsRequest: QiitaRequest {
    /// The page to fetch.
    public var page: PageQuery

    /// Creates the request.
    public init(page: PageQuery = PageQuery()) { self.page = page }

    public var method: HTTPMethod { .get }
    public var pathSegments: [String] { ["authenticated_user", "items"] }
    public var query: [(name: String, value: String)] { page.parameters }
    public var tokenUse: TokenUse { .required }

    public func decode(_ response: HTTPResponse) throws(QiitaAPIError) -> QiitaPage<QiitaItem> {
        try decodePage(of: QiitaItem.self, from: response)
    }
}
