import KijiDomain
import QiitaAPI

/// The ``FollowRepository`` over the Qiita API: following tags and users, and listing who follows what.
public struct RemoteFollowRepository: FollowRepository {
    private let client: QiitaClient

    /// Creates a repository over `client`, whose token decides whose follows these are.
    public init(client: QiitaClient) { self.client = client }

    public var hasToken: Bool { client.configuration.accessToken != nil }

    public func isFollowing(_ target: FollowTarget) async throws(LoadError) -> Bool {
        do {
            return try await client.send(FollowingStatusRequest(FollowingSubject(target)))
        } catch {
            throw LoadError(error, needingTokenFor: .following)
        }
    }

    public func setFollowing(_ target: FollowTarget, _ following: Bool) async throws(LoadError) {
        do {
            try await client.send(SetFollowingRequest(FollowingSubject(target), following: following))
        } catch {
            throw LoadError(error, needingTokenFor: .following)
        }
    }

    public func followedTags(of user: User.ID, page: Int, perPage: Int) async throws(LoadError) -> Page<Tag> {
        try await self.page(of: FollowingTagsList.self, of: user, page: page, perPage: perPage) { Tag($0.id) }
    }

    public func followees(of user: User.ID, page: Int, perPage: Int) async throws(LoadError) -> Page<User> {
        try await self.page(of: FolloweesList.self, of: user, page: page, perPage: perPage, User.init)
    }

    /// One page of one of `user`'s lists, its elements made the domain's by `transform`.
    private func page<List: UserList, Element>(
        of list: List.Type, of user: User.ID, page: Int, perPage: Int, _ transform: (List.Element) -> Element
    ) async throws(LoadError) -> Page<Element> {
        let query = PageQuery(page: page, perPage: perPage)
        do {
            let result = try await client.send(UserListRequest<List>(userID: user.rawValue, page: query))
            return Page(result, query: query, transform)
        } catch {
            throw LoadError(error)
        }
    }
}

extension FollowingSubject {
    /// The request's target for a domain target.
    init(_ target: FollowTarget) {
        switch target {
        case .tag(let tag): self = .tag(tag.name)
        case .user(let user): self = .user(user.rawValue)
        }
    }
}

extension Page {
    /// The domain page of an API page: its elements mapped, the next page (none past `lastPage`,
    /// Qiita's 100th unless the caller goes on past it itself), the total and the rate limit.
    init<Source>(_ result: QiitaPage<Source>, query: PageQuery, lastPage: Int? = 100, _ transform: (Source) -> Element) {
        let pastLast = lastPage.map { query.page >= $0 } ?? false
        let next = result.isLast || pastLast ? nil : (result.links.next ?? query.page + 1)
        self.init(
            elements: result.elements.map(transform), nextPage: next, totalCount: result.links.totalCount,
            rateLimit: result.rateLimit.map(RateLimitStatus.init))
    }
}
