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
