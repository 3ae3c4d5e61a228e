import KijiDomain
import Testing
@testable import KijiModules

/// The search prompt's route to its results, through a spy ``Routes``.
@MainActor
struct SearchRouterTests {
    private let navigator = SpyNavigator()
    private let routes = SpyRoutes()

    @Test func results_areTheListOfTheQuery() {
        SearchRouter(navigator: navigator, routes: routes).showResults(for: "tag:swift 入門")
        #expect(routes.opened == [.itemList(.search("tag:swift 入門"))])
        #expect(navigator.pushed.count == 1)
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func keptResults_areTheKeptSearchOfTheQuery() {
        SearchRouter(navigator: navigator, routes: routes, scope: .kept).showResults(for: "形態素 解析")
        #expect(routes.opened == [.keptSearch("形態素 解析")])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func theRouter_doesNotKeepTheNavigator() {
        var navigator: SpyNavigator? = SpyNavigator()
        weak let released = navigator
        let router = SearchRouter(navigator: navigator!, routes: routes)
        navigator = nil
        #expect(released == nil)
        router.showResults(for: "swift")
        #expect(routes.opened.isEmpty)
    }
}
