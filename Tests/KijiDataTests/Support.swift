import Foundation
import KijiData
import KijiDomain

/// Items for cache tests.
enum Sample {
    static let alice = User(id: User.ID("alice"), name: "Alice", description: "Writes Swift.", itemsCount: 3, followersCount: 9)

    static func item(_ id: String, body: String = "本文 body", tags: [String] = ["Swift", "SQLite"]) -> Item {
        Item(
            id: Item.ID(id), title: "Title \(id) 日本語", body: body, author: alice, tags: tags.map(Tag.init), likesCount: 4,
            stocksCount: 2, createdAt: Date(timeIntervalSince1970: 1_795_000_000),
            updatedAt: Date(timeIntervalSince1970: 1_795_000_600), url: "https://qiita.com/alice/items/\(id)")
    }

    static func page(_ ids: [String], next: Int?, body: String = "本文 body") -> Page<Item> {
        Page(elements: ids.map { item($0, body: body) }, nextPage: next, totalCount: 42)
    }
}
