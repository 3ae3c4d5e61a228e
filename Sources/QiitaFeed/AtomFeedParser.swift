import FoundationEssentials

/// Reads a Qiita Atom feed (`/popular-items/feed`, `/tags/TAG/feed`, a user's feed) with libxml2.
///
/// The feed is parsed as XML, never matched with patterns. Each entry's item id and author come from
/// the path of its alternate link (`/USER/items/ITEMID`); the entry's `<id>`
/// (`tag:qiita.com,2005:PublicArticle/1680311`) is an internal number and is never used. Entries
/// without a link, with a link to another host than the feed's, or with a link that is not an
/// article's are left out and listed in ``AtomFeed/skipped``. libxml2 reads no DTD, resolves no
/// entity and opens no connection; a document over ``maxBytes`` is refused before it is parsed.
public struct AtomFeedParser: Sendable {
    /// The most bytes a feed may have: Qiita's 30-entry trend is some 60 KB.
    public var maxBytes: Int

    /// The default bound, 2 MiB.
    public static let defaultMaxBytes = 2 * 1024 * 1024

    /// Creates a parser.
    public init(maxBytes: Int = defaultMaxBytes) { self.maxBytes = maxBytes }

    /// The feed in `bytes`, fetched from `feedURL` (whose host the entries' links must have).
    public func parse(_ bytes: [UInt8], from feedURL: URL) throws(FeedError) -> AtomFeed {
        guard bytes.count <= maxBytes else { throw .tooLarge(bytes: bytes.count, limit: maxBytes) }
        guard bytes.contains(where: { !Self.isXMLSpace($0) }) else { throw .empty }
        var builder = AtomFeedBuilder(feedURL: feedURL)
        let failure = XMLEventReader.read(bytes) { builder.take($0) }
        switch failure {
        case nil: break
        case .doctype(let name) where name.lowercased() == "html": throw .webPage
        case .doctype: throw .doctype
        case .outOfMemory: throw .outOfMemory
        case .malformed(let line, let reason):
            throw Self.looksLikeHTML(bytes) ? .webPage : .malformed(line: line, reason: reason)
        }
        let root = builder.root ?? ""
        if root == "feed" { return builder.feed }
        if root == "html" || root.hasSuffix("}html") { throw .webPage }
        throw .notAtom(root: root)
    }

    /// Whether a document that is not XML starts the way a web page does.
    private static func looksLikeHTML(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(512), as: UTF8.self).lowercased()
        return head.contains("<!doctype html") || head.contains("<html")
    }

    private static func isXMLSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
