import KijiDomain
import Localization

/// The timeline's sources with a token: the tags and users the token's user follows.
///
/// Asks who the token's user is, then reads the first page (up to 100) of each list: three API
/// requests, whatever the timeline's length.
public struct FollowedTimelineSources: TimelineSources {
    private let account: any AccountRepository
    private let follows: any FollowRepository

    /// Creates the sources of the account's user.
    public init(account: any AccountRepository, follows: any FollowRepository) {
        self.account = account
        self.follows = follows
    }

    public func sources() async throws(LoadError) -> [FollowTarget] {
        let user = try await account.currentUser().id
        let tags = try await follows.followedTags(of: user, page: 1, perPage: 100).elements
        let users = try await follows.followees(of: user, page: 1, perPage: 100).elements
        return tags.map(FollowTarget.tag) + users.map { .user($0.id) }
    }
}

/// Timeline sources that are kept in the cache as they come, and that the kept list stands in for
/// when the network fails (offline, unreachable), so the timeline opens from the kept pages.
public struct CachedTimelineSources: TimelineSources {
    private let fresh: any TimelineSources
    private let store: CacheStore
    private let namespace: String

    /// Creates the sources over `fresh`, kept in `store` under the API's `namespace`.
    public init(_ fresh: any TimelineSources, store: CacheStore, namespace: String) {
        self.fresh = fresh
        self.store = store
        self.namespace = namespace
    }

    public func sources() async throws(LoadError) -> [FollowTarget] {
        do {
            let sources = try await fresh.sources()
            try? store.saveFollowedSources(sources, namespace: namespace)
            return sources
        } catch {
            guard error.isNetworkFailure, let kept = try? store.followedSources(namespace: namespace) else {
                throw error
            }
            return kept
        }
    }
}

/// The timeline's sources without a token: config.toml's `[timeline] tags` and `users`.
public struct ConfiguredTimelineSources: TimelineSources {
    private let tags: [String]
    private let users: [String]

    /// Creates the sources from the configured names.
    public init(tags: [String], users: [String]) {
        self.tags = tags
        self.users = users
    }

    public func sources() async throws(LoadError) -> [FollowTarget] {
        guard !tags.isEmpty || !users.isEmpty else {
            throw LoadError(
                kind: .unauthorized,
                message: tr("The timeline needs a token (kiji login) or [timeline] tags and users in config.toml."))
        }
        return tags.map { .tag(Tag($0)) } + users.map { .user(User.ID($0)) }
    }
}
