import FoundationEssentials
import LeanFoundation

/// The paging facts of a list response, from its `Link` and `Total-Count` headers.
public struct PageLinks: Sendable, Hashable {
    /// The page after this one; nil on the last page.
    public var next: Int?
    /// The page before this one; nil on the first page.
    public var previous: Int?
    /// The last page, when the server says.
    public var last: Int?
    /// How many results there are in all, when the server says.
    public var totalCount: Int?

    /// Creates paging facts.
    public init(next: Int? = nil, previous: Int? = nil, last: Int? = nil, totalCount: Int? = nil) {
        self.next = next
        self.previous = previous
        self.last = last
        self.totalCount = totalCount
    }

    /// Reads the `Link` header (RFC 8288) and `Total-Count` of a response.
    public init(headersOf response: HTTPResponse) {
        self.init(totalCount: response.header("Total-Count").flatMap { Int($0) })
        guard let link = response.header("Link") else { return }
        for entry in link.split(separator: ",") {
            guard let page = Self.pageNumber(in: entry) else { continue }
            for relation in Self.relations(in: entry) {
                switch relation {
                case "next": next = page
                case "prev", "previous": previous = page
                case "last": last = page
                default: break
                }
            }
        }
    }

    /// The `page` query parameter of the URL in `<…>`.
    private static func pageNumber(in entry: Substring) -> Int? {
        guard let open = entry.firstIndex(of: "<"), let close = entry.firstIndex(of: ">"), open < close else {
            return nil
        }
        let target = entry[entry.index(after: open)..<close]
        guard let query = target.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0] == "page" { return Int(parts[1]) }
        }
        return nil
    }

    /// The space-separated values of `rel="…"` (quoted or not).
    private static func relations(in entry: Substring) -> [Substring] {
        for parameter in entry.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingWhitespace().lowercased() == "rel" else {
                continue
            }
            let value = parts[1].trimmingWhitespace().trimming(anyOf: "\"")
            return value.split(separator: " ").map { Substring($0) }
        }
        return []
    }
}
