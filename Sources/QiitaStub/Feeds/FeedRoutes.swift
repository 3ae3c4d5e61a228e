import LeanFoundation
import MarkdownText

/// The Atom feeds outside the API: `/popular-items/feed` (the trend, 30 entries) and
/// `/tags/:tag/feed` (a tag's newest 20), built from the corpus in the shape of Qiita's own, with a
/// weak ETag and 304 for a matching `If-None-Match`. Feed faults change the document's shape.
struct FeedRoutes {
    /// Which feed a path names.
    enum Feed: Equatable {
        case popular
        case tag(String)
    }

    /// Entries in the trend.
    static let popularCount = 30
    /// Entries in a tag feed.
    static let tagCount = 20
    /// The newest items the trend is chosen from.
    static let popularPool = 300

    let corpus: Corpus
    let request: StubRequest
    let now: Int

    /// The feed `path` names, or nil when it names none.
    static func feed(at path: String) -> Feed? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        if segments == ["popular-items", "feed"] { return .popular }
        if segments.count == 3, segments[0] == "tags", segments[2] == "feed", !segments[1].isEmpty { return .tag(segments[1]) }
        return nil
    }

    /// The answer for `feed`, shaped by `fault` when it is a feed fault.
    func answer(_ feed: Feed, fault: StubFault?) -> StubResponse {
        let origin = "http://\(request.header("Host") ?? "127.0.0.1")"
        var writer: AtomWriter
        let slots: [Int]
        let query: String
        switch feed {
        case .popular:
            slots = popularSlots()
            query = "?utm_campaign=popular_items&utm_medium=feed&utm_source=popular_items"
            writer = AtomWriter(
                feedID: "/popular-items/feed", alternate: origin + "/popular-items", selfLink: origin + "/popular-items/feed",
                title: "Qiita - 人気の記事", updated: Self.halfDay(before: now))
        case .tag(let tag):
            guard corpus.tagExists(tag) else { return .qiitaError(404, message: "Not found", type: "not_found") }
            slots = Array(corpus.itemIndices(taggedWith: tag).prefix(Self.tagCount))
            query = ""
            writer = AtomWriter(
                feedID: "/tags/\(tag.lowercased())/feed", alternate: origin, selfLink: origin + "/tags/\(tag)/feed",
                title: "\(tag)タグが付けられた新着記事 - Qiita", updated: slots.first.map { corpus.item(at: $0, withBody: false).createdAt } ?? now)
        }
        var entries = slots.map { entry(slot: $0, origin: origin, query: query) }
        switch fault {
        case .feedWithoutEntries: entries = []
        case .feedEntryWithoutLink: if !entries.isEmpty { entries[0].link = nil }
        case .feedLinkToOtherHost:
            if !entries.isEmpty { entries[0].link = entries[0].link.map { "https://elsewhere.example" + $0.dropFirst(origin.count) } }
        default: break
        }
        for entry in entries { writer.append(entry) }
        if case .feedOversize(let bytes) = fault, let first = entries.first {
            var number = 0
            while writer.text.utf8.count < bytes {
                var copy = first
                copy.number += number
                number += 1
                writer.append(copy)
            }
        }
        var body = writer.bytes
        if case .feedMalformed = fault { body = Array(body.prefix(body.count / 2)) + Array("<entry><title>cut</feed>".utf8) }
        let feed = StubResponse(status: 200, headers: [HeaderField("Content-Type", "application/atom+xml; charset=utf-8")], body: body)
        return WeakETag.conditional(feed, request: request)
    }

    /// The trend: the most liked of the newest items, most liked first.
    private func popularSlots() -> [Int] {
        let pool = (0..<min(Self.popularPool, corpus.itemCount)).map { corpus.item(at: $0, withBody: false) }
        return pool.sorted { ($0.likesCount, -$0.index) > ($1.likesCount, -$1.index) }.prefix(Self.popularCount).map(\.index)
    }

    private func entry(slot: Int, origin: String, query: String) -> AtomWriter.Entry {
        let item = corpus.item(at: slot)
        let author = corpus.users[item.authorIndex].id
        return AtomWriter.Entry(
            number: 2_000_000 - slot, link: "\(origin)/\(author)/items/\(item.id)\(query)", title: item.title,
            excerpt: Self.excerpt(of: item.body), author: author, published: item.createdAt, updated: item.updatedAt)
    }

    /// The first lines of a body's prose (its text as Qiita renders it, without Markdown, HTML, code
    /// or tables), some 120 characters, ending in `…` as Qiita's excerpts do.
    static func excerpt(of body: String) -> String {
        var text = MarkdownParser.parse(body).proseLines.prefix(4).joined(separator: "\n")
        if text.count > 120 { text = String(text.prefix(120)) }
        return text + "…"
    }

    /// The trend's own update time: 05:00 or 17:00 JST before `now`, as Qiita's is.
    private static func halfDay(before now: Int) -> Int {
        let offset = 8 * 3600
        return (now - offset) / 43_200 * 43_200 + offset
    }
}
