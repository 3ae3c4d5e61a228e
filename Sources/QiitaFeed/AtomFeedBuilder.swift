import FoundationEssentials
import LeanFoundation

/// Builds an ``AtomFeed`` from the parser's events: the feed's `<updated>` and each `<entry>`'s fields.
struct AtomFeedBuilder {
    private static let atomNamespace = "http://www.w3.org/2005/Atom"

    private let feedURL: URL
    /// The root element's local name (`{URI}name` outside the Atom namespace), once it started.
    private(set) var root: String?
    private var path: [String] = []
    private var text = ""
    private var updated: Date?
    private var entry: EntryFields?
    private var entries: [FeedEntry] = []
    private var skipped: [SkippedEntry] = []

    init(feedURL: URL) { self.feedURL = feedURL }

    /// The feed read so far.
    var feed: AtomFeed { AtomFeed(updated: updated, entries: entries, skipped: skipped) }

    mutating func take(_ event: XMLEvent) {
        switch event {
        case .start(let name, let namespace, let attributes):
            let local = Self.isAtom(namespace) ? name : "{\(namespace)}\(name)"
            if root == nil { root = local }
            path.append(local)
            text = ""
            if path == ["feed", "entry"] { entry = EntryFields() }
            if path.count == 3, path[1] == "entry", local == "link" { entry?.take(link: attributes) }
        case .text(let chunk):
            if isCollectingText { text += chunk }
        case .end:
            finishElement()
            if !path.isEmpty { path.removeLast() }
            text = ""
        }
    }

    /// Whether the open element is one whose text the feed keeps.
    private var isCollectingText: Bool {
        switch path.count {
        case 2: path[0] == "feed" && path[1] == "updated"
        case 3: path[1] == "entry" && ["title", "published", "updated", "content"].contains(path[2])
        case 4: path[1] == "entry" && path[2] == "author" && path[3] == "name"
        default: false
        }
    }

    private mutating func finishElement() {
        guard path.first == "feed" else { return }
        switch path.count {
        case 2 where path[1] == "updated":
            updated = Self.date(text)
        case 2 where path[1] == "entry":
            if let fields = entry { finish(fields) }
            entry = nil
        case 3 where path[1] == "entry":
            switch path[2] {
            case "title": entry?.title = text.trimmingWhitespaceAndNewlines()
            case "published": entry?.published = Self.date(text)
            case "updated": entry?.updated = Self.date(text)
            case "content": entry?.excerpt = HTMLPlainText.text(of: text)
            default: break
            }
        case 4 where path[1] == "entry" && path[2] == "author" && path[3] == "name":
            entry?.authorName = text.trimmingWhitespaceAndNewlines()
        default:
            break
        }
    }

    private mutating func finish(_ fields: EntryFields) {
        guard let href = fields.link else {
            skipped.append(SkippedEntry(title: fields.title, reason: .noLink))
            return
        }
        switch ArticleAddress.read(href, feedURL: feedURL) {
        case .article(let address):
            entries.append(
                FeedEntry(
                    itemID: address.itemID, userID: address.userID, title: fields.title, link: address.link,
                    published: fields.published, updated: fields.updated, authorName: fields.authorName,
                    excerpt: fields.excerpt))
        case .skipped(let reason):
            skipped.append(SkippedEntry(title: fields.title, reason: reason))
        }
    }

    private static func isAtom(_ namespace: String) -> Bool { namespace == atomNamespace || namespace.isEmpty }

    private static func date(_ text: String) -> Date? {
        try? Date(text.trimmingWhitespaceAndNewlines(), strategy: .iso8601)
    }
}

/// What one `<entry>` said, while it is read.
private struct EntryFields {
    var title = ""
    var link: String?
    var published: Date?
    var updated: Date?
    var authorName = ""
    var excerpt = ""

    /// Keeps the first alternate link's `href` (a link without `rel` is an alternate one in Atom).
    mutating func take(link attributes: [String: String]) {
        guard link == nil, (attributes["rel"] ?? "alternate") == "alternate",
            let href = attributes["href"]?.trimmingWhitespaceAndNewlines(), !href.isEmpty
        else { return }
        link = href
    }
}
