import KijiDomain

/// A signed-in account answering from settable values.
final class StubAccount: AccountRepository, StockRepository, @unchecked Sendable {
    let user: User
    let failure: LoadError?

    init(user: User = Fixture.alice, failure: LoadError? = nil) {
        self.user = user
        self.failure = failure
    }

    var hasToken: Bool { true }

    func currentUser() async throws(LoadError) -> User {
        if let failure { throw failure }
        return user
    }

    func isStocked(_ id: Item.ID) async throws(LoadError) -> Bool { false }

    func setStocked(_ id: Item.ID, _ stocked: Bool) async throws(LoadError) {}
}
