import FoundationEssentials
import KijiDomain
import Localization
import QiitaAPI

/// The work behind `kiji login`, `kiji whoami` and `kiji logout`.
///
/// Every message it produces names files, API roots and users, never the token.
public struct AccountService: Sendable {
    /// Where the token is kept.
    public let store: TokenStore
    private let makeClient: @Sendable (URL, AccessToken) -> QiitaClient

    /// Creates the service; `makeClient` builds a client for an API root with a token.
    public init(store: TokenStore, makeClient: @escaping @Sendable (URL, AccessToken) -> QiitaClient) {
        self.store = store
        self.makeClient = makeClient
    }

    /// Checks the token with `GET /authenticated_user` at `baseURL` and, only when the API accepts
    /// it, saves it with that root.
    public func login(token text: String, baseURL: URL) async throws(AccountError) -> User {
        guard let token = AccessToken(text) else {
            throw AccountError(message: AccessTokenText.notAToken)
        }
        let user = try await currentUser(token, baseURL: baseURL, check: .login)
        do {
            try store.save(text, baseURL: baseURL)
        } catch {
            throw AccountError(message: error.message)
        }
        return user
    }

    /// The user of the token in use, where the token came from and the API root that answered;
    /// `requested` is the root the command asks for, nil when it names none.
    public func whoami(requested: URL?) async throws(AccountError) -> (user: User, source: TokenSource, baseURL: URL) {
        let access: APIAccess
        do {
            access = try store.access(requested: requested)
        } catch {
            throw AccountError(message: error.message)
        }
        if let withheld = access.withheldSentence { throw AccountError(message: withheld) }
        guard let resolved = access.token else {
            throw AccountError(message: tr("Not logged in: run kiji login or set {variable}.", ["variable": TokenStore.environmentVariable]))
        }
        let user = try await currentUser(resolved.token, baseURL: access.baseURL, check: .use(resolved.source))
        return (user, resolved.source, access.baseURL)
    }

    /// Removes the saved token; returns whether there was one.
    public func logout() throws(AccountError) -> Bool {
        do {
            return try store.remove()
        } catch {
            throw AccountError(message: error.message)
        }
    }

    private func currentUser(_ token: AccessToken, baseURL: URL, check: TokenCheck) async throws(AccountError) -> User {
        do {
            return User(try await makeClient(baseURL, token).send(AuthenticatedUserRequest()).user)
        } catch {
            throw AccountError(message: check.sentence(for: error, baseURL: baseURL))
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
