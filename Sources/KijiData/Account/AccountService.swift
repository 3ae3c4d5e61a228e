import KijiDomain
import Localization
import QiitaAPI

/// The work behind `kiji login`, `kiji whoami` and `kiji logout`.
///
/// Every message it produces names files and users, never the token.
public struct AccountService: Sendable {
    /// Where the token is kept.
    public let store: TokenStore
    private let makeClient: @Sendable (AccessToken?) -> QiitaClient

    /// Creates the service; `makeClient` builds a client for the configured API with a token.
    public init(store: TokenStore, makeClient: @escaping @Sendable (AccessToken?) -> QiitaClient) {
        self.store = store
        self.makeClient = makeClient
    }

    /// Checks the token with `GET /authenticated_user` and saves it only when the API accepts it.
    public func login(token text: String) async throws(AccountError) -> User {
        guard let token = AccessToken(text) else {
            throw AccountError(message: AccessTokenText.notAToken)
        }
        let user = try await currentUser(token)
        do {
            try store.save(text)
        } catch {
            throw AccountError(message: error.message)
        }
        return user
    }

    /// The user of the token in use and where the token came from.
    public func whoami() async throws(AccountError) -> (user: User, source: TokenSource) {
        let resolved: ResolvedToken?
        do {
            resolved = try store.resolve()
        } catch {
            throw AccountError(message: error.message)
        }
        guard let resolved else {
            throw AccountError(message: tr("Not logged in: run kiji login or set {variable}.", ["variable": TokenStore.environmentVariable]))
        }
        return (try await currentUser(resolved.token), resolved.source)
    }

    /// Removes the saved token; returns whether there was one.
    public func logout() throws(AccountError) -> Bool {
        do {
            return try store.remove()
        } catch {
            throw AccountError(message: error.message)
        }
    }

    private func currentUser(_ token: AccessToken) async throws(AccountError) -> User {
        do {
            return try await RemoteAccountRepository(client: makeClient(token)).currentUser()
        } catch {
            throw AccountError(message: error.message)
        }
    }
}

/// Why logging in, out or asking who is logged in failed: one sentence without the token.
public struct AccountError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The sentence.
    public let message: String

    /// The sentence.
    public var description: String { message }
}
