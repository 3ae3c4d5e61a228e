import FoundationEssentials

/// A page kept from an earlier fetch, and when it was fetched.
public struct CachedPage<Element: Sendable>: Sendable {
    /// The page as it was.
    public var page: Page<Element>
    /// When it came from the network.
    public var fetchedAt: Date

    /// Creates a cached page.
    public init(page: Page<Element>, fetchedAt: Date) {
        self.page = page
        self.fetchedAt = fetchedAt
    }
}

extension CachedPage: Equatable where Element: Equatable {}
