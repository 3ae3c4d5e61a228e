import KijiDomain
import QiitaAPI

/// The ``StockRepository`` over the Qiita API: `GET`, `PUT` and `DELETE /items/:id/stock`.
public struct RemoteStockRepository: StockRepository {
    private let client: QiitaClient

    /// Creates a repository over `client`, whose token decides whose stocks these are.
    public init(client: QiitaClient) { self.client = client }

    public var hasToken: Bool { client.configuration.accessToken != nil }

    public func isStocked(_ id: Item.ID) async throws(LoadError) -> Bool {
        do {
            return try await client.send(StockStatusRequest(itemID: id.rawValue))
        } catch {
            throw LoadError(error, needingTokenFor: .stocking)
        }
    }

    public func setStocked(_ id: Item.ID, _ stocked: Bool) async throws(LoadError) {
        do {
            if stocked {
                try await client.send(StockRequest(itemID: id.rawValue))
            } else {
                try await client.send(UnstockRequest(itemID: id.rawValue))
            }
        } catch {
            throw LoadError(error, needingTokenFor: .stocking)
        }
    }
}
