/// What a user follows, and following or unfollowing a tag or user for the token's user.
public protocol FollowRepository: Sendable {
    /// Whether an access token is configured, so that following can be tried at all.
    var hasToken: Bool { get }
    /// Whether the token's user follows the tag or user.
    func isFollowing(_ target: FollowTarget) async throws(LoadError) -> Bool
    /// Follows (`true`) or unfollows (`false`) the tag or user; never retried.
    func setFollowing(_ target: FollowTarget, _ following: Bool) async throws(LoadError)
    /// A page (from 1) of the tags `user` follows, most recently followed first.
    func followedTags(of user: User.ID, page: Int, perPage: Int) async throws(LoadError) -> Page<Tag>
    /// A page (from 1) of the users `user` follows.
    func followees(of user: User.ID, page: Int, perPage: Int) async throws(LoadError) -> Page<User>
}
