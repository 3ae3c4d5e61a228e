import KijiDomain

/// Fetches an item list page by page, merging pages and dropping items already shown.
@MainActor
public final class ItemListInteractor: ItemListInteractorInterface {
    private let repository: any ItemRepository
    private let readMarks: any ReadMarks
    private let source: ItemListSource
    private let perPage: Int
    private var seen: Set<Item.ID> = []
    private var nextPage: Int? = 1

    public private(set) var items: [Item] = []
    public private(set) var totalCount: Int?
    public private(set) var rateLimit: RateLimitStatus?
    public var reachedEnd: Bool { nextPage == nil }

    /// Creates the interactor for one list.
    public init(source: ItemListSource, repository: any ItemRepository, readMarks: any ReadMarks, perPage: Int) {
        self.source = source
        self.repository = repository
        self.readMarks = readMarks
        self.perPage = perPage
    }

    public func loadNextPage() async throws(LoadError) {
        guard let page = nextPage else { return }
        let result = try await repository.items(in: source, page: page, perPage: perPage)
        try Self.checkNotCancelled()
        append(result)
    }

    public func reload() async throws(LoadError) {
        let result = try await repository.items(in: source, page: 1, perPage: perPage)
        try Self.checkNotCancelled()
        items = []
        seen = []
        append(result)
    }

    public func isRead(_ id: Item.ID) -> Bool { readMarks.isRead(id) }

    public func markRead(_ id: Item.ID) { readMarks.markRead(id) }

    /// A page that arrives after its task was cancelled is dropped, not merged.
    private static func checkNotCancelled() throws(LoadError) {
        if Task.isCancelled { throw LoadError(kind: .cancelled, message: "Cancelled.") }
    }

    private func append(_ page: Page<Item>) {
        for item in page.elements where seen.insert(item.id).inserted { items.append(item) }
        let addedNothing = page.elements.isEmpty
        nextPage = addedNothing ? nil : page.nextPage
        totalCount = page.totalCount ?? totalCount
        rateLimit = page.rateLimit ?? rateLimit
    }
}
