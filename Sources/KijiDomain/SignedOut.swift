/// The account and stocks when no access token is configured: every call says how to log in.
public struct SignedOut: AccountRepository, StockRepository, MyItems, FollowRepository {
    /// Creates the signed-out account.
    public init() {}

    public var hasToken: Bool { false }

    public func currentUser() async throws(LoadError) -> User { throw .tokenRequired(for: .account) }

    public func isStocked(_ id: Item.ID) async throws(LoadError) -> Bool { throw .tokenRequired(for: .stocking) }

    public func setStocked(_ id: Item.ID, _ stocked: Bool) async throws(LoadError) { throw .tokenRequired(for: .stocking) }

    public func isFollowing(_ target: FollowTarget) async throws(LoadError) -> Bool { throw .tokenRequired(for: .following) }

    public func setFollowing(_ target: FollowTarget, _ following: Bool) async throws(LoadError) { throw .tokenRequired(for: .following) }

    public func followedTags(of user: User.ID, page: Int, perPage: Int) async throws(LoadError) -> Page<Tag> {
        throw .tokenRequired(for: .following)
    }

    public func followees(of user: User.ID, page: Int, perPage: Int) async throws(LoadError) -> Page<User> {
        throw .tokenRequired(for: .following)
    }

    public func myItems(page: Int, perPage: Int) async throws(LoadError) -> Page<MyItem> { throw .tokenRequired(for: .myArticles) }
}
