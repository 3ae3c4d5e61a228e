import FoundationEssentials
import KijiDomain

/// Pages of made-up items for exercising the cache.
enum SyntheticPage {
    /// Twenty items with bodies of a few kilobytes, unique to the writer and page number.
    static func make(writer: String, number: Int) -> Page<Item> {
        let author = User(id: User.ID("writer-\(writer)"), name: "Writer \(writer)")
        let body = String(repeating: "キャッシュの書き込みを試す本文です。", count: 60 + number % 40)
        let items = (0..<20).map { index in
            Item(
                id: Item.ID("\(writer)-\(number)-\(index)"), title: "Page \(number) item \(index)", body: body,
                author: author, tags: [Tag("Cache")], likesCount: index, stocksCount: number,
                createdAt: Date(timeIntervalSince1970: Double(1_795_000_000 - number * 60)))
        }
        return Page(elements: items, nextPage: number + 1, totalCount: 2000)
    }
}
