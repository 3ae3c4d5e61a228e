/// The user the access token belongs to.
public protocol AccountRepository: Sendable {
    /// Whether an access token is configured.
    var hasToken: Bool { get }
    /// The token's user.
    func currentUser() async throws(LoadError) -> User
}
