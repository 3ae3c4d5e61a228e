/// One page of a list endpoint: the elements and the facts that came with them.
public struct QiitaPage<Element: Sendable>: Sendable {
    /// The elements that could be read, in the server's order.
    public var elements: [Element]
    /// How many elements were left out because they could not be read.
    public var skippedCount: Int
    /// Paging facts from `Link` and `Total-Count`.
    public var links: PageLinks
    /// Rate-limit facts from `Rate-*`, when the server sent them.
    public var rateLimit: RateLimit?

    /// Creates a page.
    public init(elements: [Element], skippedCount: Int = 0, links: PageLinks, rateLimit: RateLimit?) {
        self.elements = elements
        self.skippedCount = skippedCount
        self.links = links
        self.rateLimit = rateLimit
    }

    /// Whether this is the last page: the server names no next page, or the page is empty.
    public var isLast: Bool { links.next == nil || (elements.isEmpty && skippedCount == 0) }
}

extension QiitaPage: Equatable where Element: Equatable {}
