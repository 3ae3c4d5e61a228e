import Foundation
import KijiData
import KijiDomain
import MarkdownText
import QiitaStub
import SQLite

// MARK: - The search index of kept items

/// The demo corpus at 10,000 items kept in pages of 20 (each page's items queued for the index),
/// the queue written 20 rows a transaction (as the idle indexing writes it), then the whole index made again (`kiji cache reindex`), queries of three characters or more
/// (the median of 60, words cut from the bodies as they read) and of one or two (`LIKE`), and the
/// index's size beside the text it holds. Budgets (issue 37): the index of 10,000 items in 60 s,
/// a query in 20 ms at the median, the index at most 1.5 times its text.
@MainActor
func benchSearchIndex(items count: Int = 10_000) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiji-bench-search-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/cache.sqlite"
    let corpus = Corpus(options: CorpusOptions(itemCount: count))
    let items = (0..<count).map { keptItem(corpus.item(at: $0), of: corpus) }
    do {
        let store = try CacheStore(path: path, origin: "bench", bodyLimitBytes: Int.max)
        let list = ListKey(.all, namespace: "bench")
        var start = now()
        for (number, page) in stride(from: 0, to: count, by: 20).enumerated() {
            let elements = Array(items[page..<min(count, page + 20)])
            try store.savePage(Page(elements: elements, nextPage: number + 2), list: list, number: number + 1, perPage: 20)
        }
        let kept = Double(now() - start)
        report("Search index: keep \(count) items in pages of 20, queued for the index", iterations: count / 20,
               ns: kept / Double(count / 20), extra: ["totalSeconds": kept / 1e9], note: String(format: "%.1f s in all", kept / 1e9))
        start = now()
        while try store.writeQueuedSearchRows(limit: 20) > 0 {}
        let caughtUp = Double(now() - start)
        report("Search index: write the \(count) queued rows, 20 a transaction (the idle indexing)", iterations: count / 20,
               ns: caughtUp / Double(count / 20), extra: ["totalSeconds": caughtUp / 1e9],
               note: String(format: "%.1f s in all", caughtUp / 1e9))
        start = now()
        try store.reindex()
        let indexed = Double(now() - start)
        report("Search index: make the index of \(count) kept items again (kiji cache reindex)", iterations: 1, ns: indexed,
               extra: ["seconds": indexed / 1e9], note: String(format: "%.1f s; budget 60 s", indexed / 1e9))
        let words = queryWords(items, length: 4, count: 60)
        reportMedian("Search index: a query of a 4-character word cut from a body (median of 60)", store: store, words: words)
        reportMedian("Search index: a query of two words, 4 and 6 characters (median of 60)", store: store,
                     words: zip(words, queryWords(items, length: 6, count: 60, shift: 11)).map { "\($0) \($1)" })
        reportMedian("Search index: a 2-character query through LIKE (median of 20)", store: store,
                     words: queryWords(items, length: 2, count: 20))
        try reportSize(path)
    } catch {
        report("Search index", iterations: 0, ns: .nan, note: "failed: \(error)")
    }
}

/// The corpus item as the cache keeps it.
private func keptItem(_ item: CorpusItem, of corpus: Corpus) -> Item {
    let author = corpus.users[item.authorIndex]
    return Item(
        id: Item.ID(item.id), title: item.title, body: item.body,
        author: User(id: User.ID(author.id), name: author.name, description: author.description),
        tags: item.tags.map(Tag.init), likesCount: item.likesCount, stocksCount: item.stocksCount,
        commentsCount: item.commentsCount, createdAt: Date(timeIntervalSince1970: Double(item.createdAt)),
        url: "https://qiita.com/\(author.id)/items/\(item.id)")
}

/// `count` words of `length` characters without white space, cut from the bodies as they read, spread over the items.
private func queryWords(_ items: [Item], length: Int, count: Int, shift: Int = 0) -> [String] {
    var words: [String] = []
    var index = 0
    while words.count < count, index < count * 50 {
        let text = Array(MarkdownParser.parse(items[(index * 997 + shift) % items.count].body).plainText)
        index += 1
        guard text.count > length else { continue }
        let start = (index * 131 + shift) % (text.count - length)
        let word = String(text[start..<start + length])
        if !word.contains(where: \.isWhitespace) && !word.contains(where: \.isPunctuation) { words.append(word) }
    }
    return words
}

/// Runs each query once after a warm-up and reports the median time and how many matched on average.
@MainActor
private func reportMedian(_ name: String, store: CacheStore, words: [String]) {
    _ = try? store.search(words[0])
    var times: [Double] = []
    var found = 0
    for word in words {
        let start = now()
        found += (try? store.search(word).count) ?? 0
        times.append(Double(now() - start))
    }
    times.sort()
    let median = times[times.count / 2]
    report(name, iterations: words.count, ns: median,
           extra: ["medianMs": median / 1e6, "slowestMs": times.last! / 1e6, "meanMatches": Double(found) / Double(words.count)],
           note: String(format: "median; slowest %.2f ms; %.1f matches of 20 at most on average; budget 20 ms", times.last! / 1e6,
                        Double(found) / Double(words.count)))
}

/// The index's tables beside the text they hold: the inverted index alone, and with its copy of the text.
private func reportSize(_ path: String) throws {
    let database = try Database(path: path)
    let (text, inverted, whole) = try database.read { db in
        (try Int.fetchOne(db, sql: """
            SELECT SUM(length(CAST(title AS BLOB)) + length(CAST(tags AS BLOB)) + length(CAST(author AS BLOB))
            + length(CAST(body AS BLOB)) + length(CAST(comments AS BLOB))) FROM itemText
            """) ?? 0,
         try Int.fetchOne(db, sql: "SELECT SUM(pgsize) FROM dbstat WHERE name IN ('itemText_data', 'itemText_idx')") ?? 0,
         try Int.fetchOne(db, sql: "SELECT SUM(pgsize) FROM dbstat WHERE name LIKE 'itemText%'") ?? 0)
    }
    let ratio = Double(inverted) / Double(text)
    report("Search index: size beside the text it indexes", iterations: 1, ns: 0,
           extra: ["textBytes": Double(text), "invertedIndexBytes": Double(inverted), "allTablesBytes": Double(whole), "ratio": ratio],
           note: String(format: "text %.1f MiB; inverted index %.1f MiB (%.2f×, budget 1.5×); with the text's copy and sizes %.1f MiB (%.2f×)",
                        Double(text) / 1_048_576, Double(inverted) / 1_048_576, ratio, Double(whole) / 1_048_576,
                        Double(whole) / Double(text)))
}
