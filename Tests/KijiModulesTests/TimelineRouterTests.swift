import Testing
import KijiDomain
import TerminalUI
@testable import KijiModules

/// The timeline as assembled by its router, driven through its view's keys.
@MainActor
@Suite("Timeline router")
struct TimelineRouterTests {
    let navigator = SpyNavigator()
    let routes = SpyRoutes()

    @Test func enterAndA_pushTheArticleAndTheAuthorsList() async throws {
        var deps = Fixture.deps(StubItemRepository([.page(Fixture.page(Fixture.items(1, by: Fixture.bob), next: nil))]))
        deps.timeline = StubTimelineSources(reply: .success([.user(Fixture.bob.id)]))
        let screen = try #require(TimelineRouter.assembleModule(navigator: navigator, routes: routes, deps: deps) as? TimelineView)
        screen.start()
        try #require(await eventually { screen.status.facts.map(\.string).last == "1" })
        #expect(screen.title.string == "Timeline")
        #expect(screen.handle(.enter))
        #expect(screen.handle(.character("a")))
        #expect(routes.opened.map(\.article) == [.init(Item.ID("i0"), from: .direct), nil])
        #expect(routes.opened.last == .itemList(.user(Fixture.bob.id)))
    }

    @Test func theKeyTable_namesEveryActionForConfig() {
        #expect(TimelineView.keyTable.actionNames.isSuperset(of: ["open", "author", "refresh", "down"]))
    }

    @Test func droppingTheScreen_freesTheModule() {
        var screen: (any Screen)? = TimelineRouter.assembleModule(navigator: navigator, routes: routes, deps: Fixture.deps(StubItemRepository()))
        weak let released = screen
        screen = nil
        #expect(released == nil)
    }
}
