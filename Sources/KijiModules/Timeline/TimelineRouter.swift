import KijiDomain
import TerminalUI

/// Builds the Timeline module and routes out of it.
///
/// Made by kiji-gen from the `rows` template (made again on 2026-11-26, when the template moved onto
/// ``RowsScreen`` and ``RowsPresentation``), then given its own data (``TimelineMerge`` over
/// `deps.timeline`'s sources and `deps.items`' pages) and its routes: an entry's article, opened
/// as if directly, and an author's items.
@MainActor
public final class TimelineRouter: TimelineRouterInterface {
    private weak var navigator: (any Navigating)?
    private let routes: any Routes

    /// Creates the router of one Timeline screen; `assembleModule` is the way in, tests may use this.
    init(navigator: any Navigating, routes: any Routes) {
        self.navigator = navigator
        self.routes = routes
    }

    /// Builds and wires the timeline; it leads to other screens through `routes`.
    public static func assembleModule(navigator: any Navigating, routes: any Routes, deps: Dependencies) -> any Screen {
        let router = TimelineRouter(navigator: navigator, routes: routes)
        let interactor = TimelineInteractor(sources: deps.timeline, items: deps.items, perPage: deps.perPage)
        let presenter = TimelinePresenter(interactor: interactor, router: router)
        let view = TimelineView(presenter: presenter, keys: deps.keys)
        presenter.view = view
        return view
    }

    /// The names of the timeline's key bindings, which config.toml's `[keys]` may rebind.
    public nonisolated static var keyActionNames: Set<String> { TimelineView.keyTable.actionNames }

    /// Every key of the screen as its help lists them, for docs/keys.md and the man page.
    public nonisolated static var keyHelp: KeyHelp { TimelineView.keyTable.help }

    public func showItem(_ item: ItemSummary) {
        navigator?.push(routes.screen(for: .item(item, from: .direct)))
    }

    public func showUser(_ user: User.ID) {
        navigator?.push(routes.screen(for: .itemList(.user(user))))
    }
}
