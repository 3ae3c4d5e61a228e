import KijiDomain
import QiitaAPI

/// ``MyItems`` over the Qiita API: `GET /authenticated_user/items`, the only call with page views.
public struct RemoteMyItems: MyItems {
    private let client: QiitaClient

    /// Creates the list over `client`, whose token names the author.
    public init(client: QiitaClient) { self.client = client }

    public var hasToken: Bool { client.configuration.accessToken != nil }

    public func myItems(page: Int, perPage: Int) async throws(LoadError) -> Page<MyItem> {
        let query = PageQuery(page: page, perPage: perPage)
        do {
            let result = try await client.send(AuthenticatedUserItemsRequest(page: query))
            return Page(result, query: query) { item in
                MyItem(summary: ItemSummary(Item(item)), pageViewsCount: item.pageViewsCount, isPrivate: item.isPrivate)
            }
        } catch {
            throw LoadError(error, needingTokenFor: .myArticles)
        }
    }
}

/// The ``RateLimitReporter`` of a client: the facts of its most recent API answer.
public struct ClientRateLimit: RateLimitReporter {
    private let client: QiitaClient

    /// Creates the reporter for `client`.
    public init(client: QiitaClient) { self.client = client }

    public var latestRateLimit: RateLimitStatus? { client.rateLimit.map(RateLimitStatus.init) }
}
