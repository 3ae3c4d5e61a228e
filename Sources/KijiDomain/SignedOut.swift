/// The account and stocks when no access token is configured: every call says how to log in.
public struct SignedOut: AccountRepository, StockRepository, MyItems, FollowRepository {
    /// Creates the signed-out account.
    public init() {}

    public var hasToken: Bool { false }

    public func currentUser() async throws(LoadError) -> User { throw .tokenRequired(for: "Your account") }

    public func isStocked(_ id: Item.ID) async throws(LoadError) -> Bool { throw .tokenRequired(for: "Stocking") }

    public func setStocked(_ id: Item.ID, _ stocked: Bool) async throws(LoadError) { throw .tokenRequired(for: "Stocking") }

    public func isFollowing(_ target: FollowTarget) async throws(LoadError) -> Bool { throw .tokenRequired(for: "Following") }

    public func setFollowing(_ target: FollowTarget, _ following: Bool) async throws(LoadError) { throw .tokenRequired(for: "Following") }

    public func followedTags(of user: User.ID, page: Int, perPage: Int) async throws(LoadError) -> Page<Tag> {
        throw .tokenRequired(for: "Following")
    }

    public func followees(of user: User.ID, page: Int, perPage: Int) async throws(LoadError) -> Page<User> {
        throw .tokenRequired(for: "Following")
    }

    public func myItems(page: Int, perPage: Int) async throws(LoadError) -> Page<MyItem> { throw .tokenRequired(for: "Your articles") }
}
