/// The signed-in user's stocks: whether an item is stocked, and stocking or unstocking it.
public protocol StockRepository: Sendable {
    /// Whether an access token is configured, so that stocking can be tried at all.
    var hasToken: Bool { get }
    /// Whether the token's user has stocked the item.
    func isStocked(_ id: Item.ID) async throws(LoadError) -> Bool
    /// Stocks (`true`) or unstocks (`false`) the item for the token's user.
    func setStocked(_ id: Item.ID, _ stocked: Bool) async throws(LoadError)
}
