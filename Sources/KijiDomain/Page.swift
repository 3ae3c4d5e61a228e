/// One page of a list, and whether more follow.
public struct Page<Element: Sendable>: Sendable {
    /// The elements of this page, in order.
    public var elements: [Element]
    /// The number of the page after this one; nil on the last page.
    public var nextPage: Int?
    /// How many elements the whole list has, when the server says.
    public var totalCount: Int?
    /// The rate limit left after fetching this page, when the server says.
    public var rateLimit: RateLimitStatus?

    /// Creates a page.
    public init(elements: [Element], nextPage: Int?, totalCount: Int? = nil, rateLimit: RateLimitStatus? = nil) {
        self.elements = elements
        self.nextPage = nextPage
        self.totalCount = totalCount
        self.rateLimit = rateLimit
    }

    /// Whether no page follows this one.
    public var isLast: Bool { nextPage == nil }
}

extension Page: Equatable where Element: Equatable {}
