import KijiDomain
@testable import KijiModules

/// Records every state and busy change the Timeline presenter sends, with the rows a view would draw then.
@MainActor
final class SpyTimelineView: TimelineViewInterface {
    /// The presenter that makes the rows; set it with `presenter.view`.
    weak var presenter: (any TimelinePresenterInterface)?
    private(set) var states: [TimelineViewState] = []
    private(set) var rows: [[TimelineRow]] = []
    private(set) var busyChanges: [Bool] = []

    func show(_ state: TimelineViewState) {
        states.append(state)
        rows.append((0..<state.rowCount).compactMap { presenter?.row(at: $0) })
    }

    func setBusy(_ busy: Bool) { busyChanges.append(busy) }
}

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
