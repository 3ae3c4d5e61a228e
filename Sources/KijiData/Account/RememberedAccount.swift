import KijiDomain
import Synchronization

/// An account whose user is asked of the API once, then remembered: a run of `kiji sync` and the
/// timeline's sources both need it, and a run asks for nothing twice.
public final class RememberedAccount: AccountRepository {
    private let account: any AccountRepository
    private let user = Mutex<User?>(nil)

    /// Remembers the user of `account`.
    public init(_ account: any AccountRepository) { self.account = account }

    public var hasToken: Bool { account.hasToken }

    public func currentUser() async throws(LoadError) -> User {
        if let known = user.withLock({ $0 }) { return known }
        let fetched = try await account.currentUser()
        user.withLock { $0 = fetched }
        return fetched
    }
}
