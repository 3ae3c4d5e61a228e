import Foundation
import KijiDomain
import KijiModules

/// Users, items and pages the tests are built from.
enum Fixture {
    static let alice = User(id: User.ID("alice"), name: "Alice")
    static let bob = User(id: User.ID("bob"))

    static func item(
        _ id: String, by author: User = alice, tags: [String] = ["Swift"], body: String = "",
        url: String? = nil
    ) -> Item {
        Item(
            id: Item.ID(id), title: "Title \(id)", body: body, author: author, tags: tags.map(Tag.init),
            likesCount: 12, stocksCount: 3, url: url ?? "https://qiita.com/items/\(id)")
    }

    /// Items `prefix0` … `prefix(n-1)`.
    static func items(_ count: Int, prefix: String = "i", by author: User = alice) -> [Item] {
        (0..<count).map { item("\(prefix)\($0)", by: author) }
    }

    static func page(_ items: [Item], next: Int?, total: Int? = nil, rateLimit: RateLimitStatus? = nil) -> Page<Item> {
        Page(elements: items, nextPage: next, totalCount: total, rateLimit: rateLimit)
    }

    static func error(_ message: String = "The server could not be reached.", kind: LoadError.Kind = .unreachable) -> LoadError {
        LoadError(kind: kind, message: message, detail: "detail of \(message)")
    }
}

/// Polls `condition` a bounded number of times, letting main-actor tasks run in between.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<500 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return condition()
}

/// Lets other main-actor tasks run a few times (used before asserting that something did not happen).
@MainActor
func settle() async {
    for _ in 0..<20 { await Task.yield() }
}

extension Fixture {
    /// Dependencies over a stub repository.
    @MainActor
    static func deps(
        _ repository: StubItemRepository, readMarks: InMemoryReadMarksStub = InMemoryReadMarksStub(),
        externals: StubExternalActions = StubExternalActions(), perPage: Int = 20
    ) -> Dependencies {
        Dependencies(items: repository, readMarks: readMarks, perPage: perPage, externals: externals)
    }
}
