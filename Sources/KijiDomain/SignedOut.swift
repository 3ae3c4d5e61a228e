/// The account and stocks when no access token is configured: every call says how to log in.
public struct SignedOut: AccountRepository, StockRepository, MyItems {
    /// Creates the signed-out account.
    public init() {}

    public var hasToken: Bool { false }

    public func currentUser() async throws(LoadError) -> User { throw .tokenRequired(for: "Your account") }

    public func isStocked(_ id: Item.ID) async throws(LoadError) -> Bool { throw .tokenRequired(for: "Stocking") }

    public func setStocked(_ id: Item.ID, _ stocked: Bool) async throws(LoadError) { throw .tokenRequired(for: "Stocking") }

    public func myItems(page: Int, perPage: Int) async throws(LoadError) -> Page<MyItem> { throw .tokenRequired(for: "Your articles") }
}
