import KijiDomain
import QiitaAPI

/// Items from the Qiita API, asked for every time; ``CachedItemRepository`` keeps what it returns.
public struct RemoteItemRepository: Sendable {
    private let client: QiitaClient

    /// Creates a repository over `client`.
    public init(client: QiitaClient) { self.client = client }

    /// One page (numbered from 1) of a list.
    public func items(in source: ItemListSource, page: Int, perPage: Int) async throws(LoadError) -> Page<Item> {
        let query = PageQuery(page: page, perPage: perPage)
        let result: QiitaPage<QiitaItem>
        do {
            switch source {
            case .all: result = try await client.send(ItemsRequest(page: query))
            case .search(let text): result = try await client.send(ItemsRequest(page: query, searchQuery: text))
            case .user(let user): result = try await client.send(UserItemsRequest(userID: user.rawValue, page: query))
            case .tag(let tag): result = try await client.send(TagItemsRequest(tag: tag.name, page: query))
            case .stocks(let user): result = try await client.send(UserStocksRequest(userID: user.rawValue, page: query))
            }
        } catch {
            throw LoadError(error)
        }
        return Page(result, query: query, Item.init)
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
