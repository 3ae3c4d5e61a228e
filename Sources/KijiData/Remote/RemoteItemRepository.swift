import KijiDomain
import QiitaAPI

/// Items from the Qiita API, asked for every time; ``CachedItemRepository`` keeps what it returns.
public struct RemoteItemRepository: Sendable {
    private let client: QiitaClient

    /// Creates a repository over `client`.
    public init(client: QiitaClient) { self.client = client }

    /// One page (numbered from 1) of a list.
    public func items(in source: ItemListSource, page: Int, perPage: Int) async throws(LoadError) -> Page<Item> {
        // Asked without an ETag, a 304 is no answer a server should give: it is an HTTP error.
        guard case .fresh(let fresh, _) = try await items(in: source, page: page, perPage: perPage, ifNoneMatch: nil) else {
            throw LoadError(QiitaAPIError.http(status: 304, body: nil))
        }
        return fresh
    }

    /// One page of a list, asked for with the `ETag` of a kept copy when there is one: `.notModified`
    /// when that copy stands, else the page with the `ETag` it came with.
    public func items(
        in source: ItemListSource, page: Int, perPage: Int, ifNoneMatch etag: String?
    ) async throws(LoadError) -> Conditional<Page<Item>> {
        let query = PageQuery(page: page, perPage: perPage)
        let result: Conditional<QiitaPage<QiitaItem>>
        do {
            switch source {
            case .all: result = try await client.send(ItemsRequest(page: query), ifNoneMatch: etag)
            case .search(let text): result = try await client.send(ItemsRequest(page: query, searchQuery: text), ifNoneMatch: etag)
            case .user(let user): result = try await client.send(UserItemsRequest(userID: user.rawValue, page: query), ifNoneMatch: etag)
            case .tag(let tag): result = try await client.send(TagItemsRequest(tag: tag.name, page: query), ifNoneMatch: etag)
            case .stocks(let user):
                result = try await client.send(UserStocksRequest(userID: user.rawValue, page: query), ifNoneMatch: etag)
            }
        } catch {
            throw LoadError(error)
        }
        switch result {
        case .notModified: return .notModified
        case .fresh(let fresh, let etag):
            // Qiita's last page is 100; a page after it is named as the server names it, and the
            // caller (kiji's list walk) decides how to go on past it.
            return .fresh(Page(fresh, query: query, lastPage: nil, Item.init), etag: etag)
        }
    }

    /// One item with its body.
    public func item(_ id: Item.ID) async throws(LoadError) -> Item {
        do {
            return Item(try await client.send(ItemRequest(itemID: id.rawValue)))
        } catch {
            throw LoadError(error)
        }
    }
}
