import KijiDomain
import TerminalUI
import Testing

@testable import KijiModules

/// A detail screen assembled for real and drawn on a memory terminal.
@MainActor
struct DetailScreen {
    let screen: ItemDetailView
    let terminal: MemoryTerminal

    /// Assembles a detail screen for `item`, known from a list and kept whole in the cache and on
    /// the network, opened from `origin`; returns once its address is laid out on a 20×80 canvas.
    static func open(
        _ item: Item, from origin: ItemListSource, navigator: SpyNavigator, routes: SpyRoutes = SpyRoutes(),
        externals: StubExternalActions = StubExternalActions(), host: SpyScreenHost? = nil
    ) async throws -> DetailScreen {
        try await open(item, origin: .list(origin), navigator: navigator, routes: routes, externals: externals, host: host)
    }

    /// The same for a detail opened from any `origin`, e.g. directly as the first screen; `host`,
    /// which the caller keeps, hears the notes it says. It returns once `shown` is drawn (the
    /// item's address unless told).
    static func open(
        _ item: Item, origin: ItemOrigin, navigator: SpyNavigator, routes: SpyRoutes = SpyRoutes(), externals: StubExternalActions = StubExternalActions(),
        host: SpyScreenHost? = nil, shown: String? = nil
    ) async throws -> DetailScreen {
        let repository = StubItemRepository()
        repository.cachedItemsByID[item.id] = item
        repository.itemReplies = [.success(item)]
        let deps = Fixture.deps(repository, externals: externals)
        let screen = try #require(
            ItemDetailRouter.assembleModule(item: ItemSummary(item), origin: origin, navigator: navigator, routes: routes, deps: deps)
                as? ItemDetailView)
        screen.host = host
        screen.start()
        let detail = DetailScreen(screen: screen, terminal: MemoryTerminal(size: TerminalSize(rows: 20, columns: 80)))
        try #require(await eventually { detail.drawnRows().contains { $0.contains(shown ?? item.url) } })
        return detail
    }

    /// The rows after drawing the screen afresh.
    func drawnRows() -> [String] {
        terminal.beginFrame()
        screen.draw(in: Canvas(terminal: terminal), theme: .standard)
        return terminal.rows
    }
}
