import Testing
import KijiDomain
import TerminalUI
@testable import KijiModules

/// The KeptSearch module as assembled by its router, driven through its view's keys: the article
/// opened with the query to find, a user's items, and the keys by name.
@MainActor
@Suite("KeptSearch router")
struct KeptSearchRouterTests {
    let navigator = SpyNavigator()
    let routes = SpyRoutes()
    let search = StubKeptItemSearch()

    func deps(keys: KeyOverrides = KeyOverrides()) -> Dependencies {
        var deps = Fixture.deps(StubItemRepository())
        deps.keptSearch = search
        deps.keys = keys
        return deps
    }

    func started(_ matches: [SearchMatch], query: String = "解析", keys: KeyOverrides = KeyOverrides()) async throws -> KeptSearchView {
        search.replies = [.success(matches)]
        let screen = try #require(
            KeptSearchRouter.assembleModule(query: query, navigator: navigator, routes: routes, deps: deps(keys: keys)) as? KeptSearchView)
        screen.start()
        try #require(await eventually { screen.status.facts.map(\.string) == ["\(matches.count)"] })
        return screen
    }

    @Test func enterOnAMatch_opensTheKeptArticleWithTheQueryToFind() async throws {
        let screen = try await started([Fixture.match("a", title: "形態素解析", by: Fixture.bob)], query: "解析")
        #expect(screen.title.string == "Kept: 解析")
        #expect(screen.handle(.enter))
        #expect(routes.opened.map(\.article) == [Destination.Article(Item.ID("a"), from: .keptSearch("解析"))])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func theArticleOpenedFromTheSearch_findsTheQuery_andOtherOriginsFindNothing() {
        #expect(ItemOrigin.keptSearch("解析").findQuery == "解析")
        #expect(ItemOrigin.direct.findQuery == nil)
        #expect(ItemOrigin.list(.all).findQuery == nil)
    }

    @Test func choosingTheAuthor_pushesTheirList() async throws {
        let screen = try await started([Fixture.match("a", by: Fixture.bob)])
        #expect(screen.handle(.character("a")))
        #expect(navigator.pops == 0)
        #expect(routes.opened == [.itemList(.user(Fixture.bob.id))])
    }

    @Test func renamedKeys_fromConfig_replaceTheDefaults() async throws {
        let screen = try await started([Fixture.match("a", by: Fixture.bob)], keys: KeyOverrides(["author": [.character("u")]]))
        #expect(!screen.handle(.character("a")))
        #expect(screen.handle(.character("u")))
        #expect(routes.opened == [.itemList(.user(Fixture.bob.id))])
    }

    @Test func theKeyTable_namesEveryActionForConfig() {
        #expect(KeptSearchView.keyTable.actionNames.isSuperset(of: ["open", "author", "refresh", "down", "page_down"]))
    }

    @Test func theRouter_doesNotKeepTheNavigator() {
        var navigator: SpyNavigator? = SpyNavigator()
        weak let released = navigator
        _ = KeptSearchRouter.assembleModule(query: "q", navigator: navigator!, routes: routes, deps: deps())
        navigator = nil
        #expect(released == nil)
    }

    @Test func droppingTheScreen_freesTheModule() {
        var screen: (any Screen)? = KeptSearchRouter.assembleModule(query: "q", navigator: navigator, routes: routes, deps: deps())
        weak let released = screen
        screen = nil
        #expect(released == nil)
    }
}
