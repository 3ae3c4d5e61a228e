import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// The list module as assembled by its router, driven through its view's keys; the screens it
/// leads to come from a spy ``Routes``.
@MainActor
struct ItemListRouterTests {
    private let navigator = SpyNavigator()
    private let routes = SpyRoutes()
    private let readMarks = InMemoryReadMarksStub()

    /// Assembles and starts a list whose first page is `items`, and waits until its rows are in.
    private func startedList(_ source: ItemListSource, items: [Item]) async throws -> ItemListView {
        let repository = StubItemRepository([.page(Fixture.page(items, next: nil, total: items.count))])
        let deps = Fixture.deps(repository, readMarks: readMarks)
        let screen = try #require(
            ItemListRouter.assembleModule(source: source, navigator: navigator, routes: routes, deps: deps) as? ItemListView)
        screen.start()
        let loaded = "\(items.count)/\(items.count)"
        try #require(await eventually { screen.status.facts.map(\.string) == [loaded] })
        return screen
    }

    @Test func enter_pushesTheItemsDetail() async throws {
        let list = try await startedList(.all, items: Fixture.items(3))
        #expect(list.title.string == "All items")
        #expect(list.handle(.character("j")))
        #expect(list.handle(.enter))
        #expect(routes.opened.map(\.article) == [.init(Item.ID("i1"), from: .list(.all))])
        #expect(navigator.pushed.count == 1)
        #expect(routes.built(navigator.pushed.first))
        #expect(readMarks.isRead(Item.ID("i1")))
        #expect(navigator.pops == 0)
    }

    @Test func authorKey_onTheAuthorsOwnList_pushesNothing() async throws {
        let list = try await startedList(.user(Fixture.alice.id), items: Fixture.items(2, by: Fixture.alice))
        #expect(list.handle(.character("a")))
        #expect(routes.opened.isEmpty)
        #expect(navigator.pushed.isEmpty)
        #expect(navigator.pops == 0)
    }

    @Test func authorKey_onAllItems_pushesTheAuthorsList() async throws {
        let list = try await startedList(.all, items: Fixture.items(2, by: Fixture.alice))
        #expect(list.handle(.character("a")))
        #expect(routes.opened == [.itemList(.user(Fixture.alice.id))])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func authorKey_onAnotherUsersList_pushesTheAuthorsList() async throws {
        let list = try await startedList(.stocks(Fixture.alice.id), items: Fixture.items(1, by: Fixture.bob))
        #expect(list.handle(.character("a")))
        #expect(routes.opened == [.itemList(.user(Fixture.bob.id))])
        #expect(navigator.pushed.count == 1)
    }

    @Test func unknownKey_isLeftToTheShell() async throws {
        let list = try await startedList(.all, items: Fixture.items(1))
        #expect(!list.handle(.character("?")))
        #expect(!list.handle(.escape))
        #expect(routes.opened.isEmpty)
        #expect(navigator.pushed.isEmpty)
    }

    @Test func theRouter_keepsNeitherTheNavigatorNorItsScreen() {
        var navigator: SpyNavigator? = SpyNavigator()
        weak let releasedNavigator = navigator
        var screen: (any Screen)? = ItemListRouter.assembleModule(
            source: .all, navigator: navigator!, routes: routes, deps: Fixture.deps(StubItemRepository()))
        weak let releasedScreen = screen
        navigator = nil
        screen = nil
        #expect(releasedNavigator == nil)
        #expect(releasedScreen == nil)
    }
}
