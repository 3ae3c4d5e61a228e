import Foundation
import KijiDomain

/// The use case behind the Comments list: its pages (see ``PagedItems``: merged, de-duplicated,
/// cache first, offline fallback) and read marks.
@MainActor
public final class CommentsInteractor: CommentsInteractorInterface {
    private let pages: PagedItems
    private let readMarks: any ReadMarks

    public var items: [ItemSummary] { pages.items }
    public var totalCount: Int? { pages.totalCount }
    public var offlineSince: Date? { pages.offlineSince }
    public var reachedEnd: Bool { pages.reachedEnd }

    /// Creates the interactor for the list of `source`.
    public init(source: ItemListSource, repository: any ItemRepository, readMarks: any ReadMarks, perPage: Int) {
        pages = PagedItems(source: source, repository: repository, perPage: perPage)
        self.readMarks = readMarks
    }

    public func loadNextPage(onCached: @MainActor () -> Void) async throws(LoadError) {
        try await pages.loadNextPage(onCached: onCached)
    }

    public func reload() async throws(LoadError) { try await pages.reload() }

    public func isRead(_ id: Item.ID) -> Bool { readMarks.isRead(id) }

    public func markRead(_ id: Item.ID) { readMarks.markRead(id) }
}
