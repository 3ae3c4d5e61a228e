import Testing
import KijiDomain
import TerminalUI
@testable import KijiModules

/// Your articles as assembled by the router, driven through the view's keys.
@MainActor
@Suite("MyArticles router")
struct MyArticlesRouterTests {
    let navigator = SpyNavigator()
    let routes = SpyRoutes()
    let repository = StubMyItems()

    @Test func enter_pushesTheArticle_openedDirectly() async throws {
        repository.replies = [.success([StubMyItems.article("a1")])]
        var deps = Fixture.deps(StubItemRepository())
        deps.myItems = repository
        let screen = try #require(MyArticlesRouter.assembleModule(navigator: navigator, routes: routes, deps: deps) as? MyArticlesView)
        screen.start()
        try #require(await eventually { screen.status.facts.map(\.string) == ["1"] })
        #expect(screen.title.string == "My articles")
        #expect(screen.handle(.enter))
        #expect(routes.opened.map(\.article) == [.init(Item.ID("a1"), from: .direct)])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func theKeyTable_namesEveryActionForConfig() {
        #expect(MyArticlesView.keyTable.actionNames.isSuperset(of: ["open", "refresh", "down"]))
    }

    @Test func droppingTheScreen_freesTheModule() {
        var screen: (any Screen)? = MyArticlesRouter.assembleModule(navigator: navigator, routes: routes, deps: Fixture.deps(StubItemRepository()))
        weak let released = screen
        screen = nil
        #expect(released == nil)
    }
}
