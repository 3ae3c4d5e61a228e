import KijiDomain

/// Answers item requests from a script, one reply per call, and records the calls.
@MainActor
final class StubItemRepository: ItemRepository {
    enum Reply {
        case page(Page<Item>)
        case failure(LoadError)
        /// Waits until ``releaseHeld()``, then returns the page.
        case held(Page<Item>)
        /// Waits until the calling task is cancelled, then throws a cancellation.
        case untilCancelled
    }

    struct Call: Equatable {
        var source: ItemListSource
        var page: Int
        var perPage: Int
    }

    /// Replies to `items(in:page:perPage:)`, in order; an empty last page once they run out.
    var replies: [Reply]
    /// Replies to `item(_:)`, in order.
    var itemReplies: [Result<Item, LoadError>] = []
    /// What the cache holds, by page number (for any source).
    var cachedPages: [Int: CachedPage<Item>] = [:]
    /// What the cache holds, by item id.
    var cachedItemsByID: [Item.ID: Item] = [:]
    private(set) var calls: [Call] = []
    private(set) var itemCalls: [Item.ID] = []
    private(set) var cachedItemCalls: [Item.ID] = []
    private(set) var cancellationsSeen = 0
    private var held: [CheckedContinuation<Void, Never>] = []

    init(_ replies: [Reply] = []) { self.replies = replies }

    var heldCount: Int { held.count }

    /// Lets the oldest held call return.
    func releaseFirstHeld() {
        guard !held.isEmpty else { return }
        held.removeFirst().resume()
    }

    /// Lets every held call return.
    func releaseHeld() {
        let waiting = held
        held = []
        for continuation in waiting { continuation.resume() }
    }

    func cachedItems(in source: ItemListSource, page: Int, perPage: Int) async -> CachedPage<Item>? {
        cachedPages[page]
    }

    func cachedItem(_ id: Item.ID) async -> Item? {
        cachedItemCalls.append(id)
        return cachedItemsByID[id]
    }

    func items(in source: ItemListSource, page: Int, perPage: Int) async throws(LoadError) -> Page<Item> {
        calls.append(Call(source: source, page: page, perPage: perPage))
        let reply = replies.isEmpty ? .page(Page(elements: [], nextPage: nil)) : replies.removeFirst()
        switch reply {
        case .page(let page):
            return page
        case .failure(let error):
            throw error
        case .held(let page):
            await withCheckedContinuation { held.append($0) }
            return page
        case .untilCancelled:
            try? await Task.sleep(for: .seconds(3600))
            cancellationsSeen += 1
            throw LoadError(kind: .cancelled, message: "Cancelled.")
        }
    }

    func item(_ id: Item.ID) async throws(LoadError) -> Item {
        itemCalls.append(id)
        if Task.isCancelled {
            cancellationsSeen += 1
            throw LoadError(kind: .cancelled, message: "Cancelled.")
        }
        guard !itemReplies.isEmpty else { throw Fixture.error("No reply scripted.", kind: .server) }
        return try itemReplies.removeFirst().get()
    }
}
