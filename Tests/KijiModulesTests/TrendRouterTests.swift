import Testing
import KijiDomain
import TerminalUI
@testable import KijiModules

/// The Trend module as assembled by its router, driven through its view's keys: an entry's
/// article, its author's items, and the keys by name.
@MainActor
@Suite("Trend router")
struct TrendRouterTests {
    let navigator = SpyNavigator()
    let routes = SpyRoutes()
    let repository = StubTrendRepository()

    func started(_ entries: [TrendEntry], keys: KeyOverrides = KeyOverrides()) async throws -> TrendView {
        repository.replies = [.success(StubTrendRepository.page(entries))]
        var deps = Fixture.deps(StubItemRepository())
        deps.trend = repository
        deps.keys = keys
        let screen = try #require(TrendRouter.assembleModule(navigator: navigator, routes: routes, deps: deps) as? TrendView)
        screen.start()
        try #require(await eventually { screen.status.facts.map(\.string) == ["\(entries.count)"] })
        return screen
    }

    @Test func enter_pushesTheEntrysArticle_openedDirectly() async throws {
        let screen = try await started([StubTrendRepository.entry("a1", by: "alice")])
        #expect(screen.title.string == "Trend")
        #expect(screen.handle(.enter))
        #expect(routes.opened.map(\.article) == [.init(Item.ID("a1"), from: .direct)])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func choosingTheAuthor_pushesTheirList() async throws {
        let screen = try await started([StubTrendRepository.entry("a1", by: "alice")])
        #expect(screen.handle(.character("a")))
        #expect(navigator.pops == 0)
        #expect(routes.opened == [.itemList(.user(User.ID("alice")))])
    }

    @Test func renamedKeys_fromConfig_replaceTheDefaults() async throws {
        let screen = try await started([StubTrendRepository.entry("a1", by: "alice")], keys: KeyOverrides(["author": [.character("u")]]))
        #expect(!screen.handle(.character("a")))
        #expect(screen.handle(.character("u")))
        #expect(routes.opened == [.itemList(.user(User.ID("alice")))])
    }

    @Test func theKeyTable_namesEveryActionForConfig() {
        #expect(TrendView.keyTable.actionNames.isSuperset(of: ["open", "author", "refresh", "down", "page_down"]))
    }

    @Test func droppingTheScreen_freesTheModule() {
        var deps = Fixture.deps(StubItemRepository())
        deps.trend = repository
        var screen: (any Screen)? = TrendRouter.assembleModule(navigator: navigator, routes: routes, deps: deps)
        weak let released = screen
        screen = nil
        #expect(released == nil)
    }
}
