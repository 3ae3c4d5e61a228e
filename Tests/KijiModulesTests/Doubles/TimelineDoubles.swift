import KijiDomain
@testable import KijiModules

/// Records the routes the Timeline presenter takes.
@MainActor
final class SpyTimelineRouter: TimelineRouterInterface {
    private(set) var items: [Item.ID] = []
    private(set) var users: [User.ID] = []

    func showItem(_ item: ItemSummary) { items.append(item.id) }

    func showUser(_ user: User.ID) { users.append(user) }
}

/// Timeline sources from a fixed list, or a failure.
struct StubTimelineSources: TimelineSources {
    var reply: Result<[FollowTarget], LoadError>

    func sources() async throws(LoadError) -> [FollowTarget] { try reply.get() }
}

/// A timeline interactor with set entries, counting the reads for more.
@MainActor
final class StubTimelineInteractor: TimelineInteractorInterface {
    var entries: [TimelineEntry] = []
    var isFinished = false
    var rateLimit: RateLimitStatus?
    var fallback: Fallback?
    private(set) var readsForMore = 0

    /// Makes `count` entries, all there for `#swift`.
    init(entries count: Int) {
        entries = Fixture.items(count).map { TimelineEntry(summary: ItemSummary($0), reasons: [.tag(Tag("swift"))]) }
    }

    func start(count: Int) async throws(LoadError) {}

    func loadMore(_ count: Int) async throws(LoadError) { readsForMore += 1 }
}
