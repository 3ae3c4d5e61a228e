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
