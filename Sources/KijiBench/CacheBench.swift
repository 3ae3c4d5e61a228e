import Foundation
import KijiData
import KijiDomain

// MARK: - The cache: page 1 of a list, as a warm start reads it

/// Reading a kept 100-item page: on a cache just opened (what a warm start does before its first
/// list frame: the connection's first query reads the schema too), and again on an open one; and
/// keeping one, as each page a held PgDn loads is kept before it is shown.
@MainActor
func benchCachePage() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiji-bench-cache-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/cache.sqlite"
    let list = ListKey(.all, namespace: "bench")
    do {
        let items = (0..<100).map { index in
            Item(
                id: Item.ID(String(format: "%020x", index)), title: "キャッシュから読む記事のタイトル \(index): SQLite と Swift",
                body: String(repeating: "本文の一行。 ", count: 400),
                author: User(id: User.ID("user\(index % 17)"), name: "著者 \(index % 17)", description: "", itemsCount: 12),
                tags: [Tag("Swift"), Tag("SQLite"), Tag("キャッシュ")], likesCount: index, stocksCount: index / 2,
                createdAt: Date(timeIntervalSince1970: 1_795_000_000), url: "https://qiita.com/user/items/\(index)")
        }
        try CacheStore(path: path, origin: "qiita.com").savePage(Page(elements: items, nextPage: 2), list: list, number: 1, perPage: 100)
        let opened = measure(iterations: 20, rounds: 3) {
            let store = try? CacheStore(path: path, origin: "qiita.com")
            sink &+= (try? store?.page(list: list, number: 1, perPage: 100))??.page.elements.count ?? 0
        }
        report("CacheStore: open the cache and read a 100-item page", iterations: 20, ns: opened)
        let store = try CacheStore(path: path, origin: "qiita.com")
        let again = measure(iterations: 50) {
            sink &+= (try? store.page(list: list, number: 1, perPage: 100))??.page.elements.count ?? 0
        }
        report("CacheStore: read a 100-item page again", iterations: 50, ns: again)
        var number = 1
        let kept = measure(iterations: 20) {
            number += 1
            try? store.savePage(Page(elements: items, nextPage: number + 1), list: list, number: number, perPage: 100)
        }
        report("CacheStore: keep a 100-item page (a held PgDn's write)", iterations: 20, ns: kept)
        let keptAndIndexed = measure(iterations: 20) {
            number += 1
            try? store.savePage(Page(elements: items, nextPage: number + 1), list: list, number: number, perPage: 100)
            _ = try? store.prepareSearchIndex()
        }
        report("CacheStore: keep a 100-item page and index it (what it cost before the queue)", iterations: 20, ns: keptAndIndexed)
    } catch {
        report("CacheStore page", iterations: 0, ns: .nan, note: "failed: \(error)")
    }
}
