import KijiDomain

/// The use case behind the KeptSearch list: the kept items that hold every word of a query, read
/// from the cache's search index (``KeptItemSearch``), never from the network.
@MainActor
public final class KeptSearchInteractor: KeptSearchInteractorInterface {
    /// The most matches a search shows.
    static let limit = 100

    public let query: String
    public private(set) var matches: [SearchMatch] = []
    private let search: any KeptItemSearch

    /// Creates the interactor of the search for `query` through `search`.
    public init(query: String, search: any KeptItemSearch) {
        self.query = query
        self.search = search
    }

    public func load() async throws(LoadError) {
        matches = try await search.search(query, limit: Self.limit)
    }
}
