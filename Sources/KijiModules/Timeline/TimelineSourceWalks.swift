import FoundationEssentials
import KijiDomain

/// Each timeline source read past Qiita's last page, as an item list is (``ListWalk``).
///
/// ``TimelineMerge`` asks for a source's pages 1, 2, 3 … and knows nothing of Qiita's 100-page cap;
/// here a source's walk turns them into the tag's or user's own pages, then 100-item pages, then
/// searches by date (`tag:swift created:<=DAY`). Items of the boundary day that come again are one
/// entry already: the merge de-duplicates by id.
@MainActor
final class TimelineSourceWalks {
    private let items: any ItemRepository
    private let perPage: Int
    private var walks: [ItemListSource: ListWalk] = [:]
    /// The kept copy the oldest page shown in place of a fresh one came from; nil while every page was fresh.
    private(set) var fallback: Fallback?

    /// Walks over `items`, starting each source at `perPage` items a page.
    init(items: any ItemRepository, perPage: Int) {
        self.items = items
        self.perPage = perPage
    }

    /// The `number`th page of `source`'s walk; its `nextPage` is `number + 1` while the walk goes on.
    func page(of source: FollowTarget, _ number: Int) async throws(LoadError) -> Page<Item> {
        let list = source.itemList
        var walk = walks[list] ?? ListWalk(source: list, perPage: perPage)
        guard let request = walk.next else { return Page(elements: [], nextPage: nil) }
        let (page, keptCopy) = try await items.pageOrKept(in: request.source, page: request.page, perPage: request.perPage)
        if let keptCopy, keptCopy.fetchedAt < fallback?.fetchedAt ?? .distantFuture { fallback = keptCopy }
        walk.advance(
            count: page.elements.count, nextPage: page.nextPage, totalCount: page.totalCount,
            lastShown: page.elements.last?.createdAt)
        walks[list] = walk
        return Page(
            elements: page.elements, nextPage: walk.next == nil ? nil : number + 1,
            totalCount: page.totalCount, rateLimit: page.rateLimit)
    }
}
