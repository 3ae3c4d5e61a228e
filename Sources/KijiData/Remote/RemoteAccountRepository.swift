import KijiDomain
import QiitaAPI

/// The ``AccountRepository`` over the Qiita API: `GET /authenticated_user`.
public struct RemoteAccountRepository: AccountRepository {
    private let client: QiitaClient

    /// Creates a repository over `client`, whose token names the account.
    public init(client: QiitaClient) { self.client = client }

    public var hasToken: Bool { client.configuration.accessToken != nil }

    public func currentUser() async throws(LoadError) -> User {
        do {
            return User(try await client.send(AuthenticatedUserRequest()).user)
        } catch {
            throw LoadError(error, needingTokenFor: .account)
        }
    }
}
