import Testing
import KijiDomain
import TerminalUI
@testable import KijiModules

/// The Comments module as assembled by its router, driven through its view's keys.
@MainActor
@Suite("Comments router")
struct CommentsRouterTests {
    let navigator = SpyNavigator()

    func startedList(_ items: [Item], keys: KeyOverrides = KeyOverrides()) async throws -> CommentsView {
        var deps = Fixture.deps(StubItemRepository([.page(Fixture.page(items, next: nil, total: items.count))]))
        deps.keys = keys
        let screen = try #require(CommentsRouter.assembleModule(navigator: navigator, deps: deps) as? CommentsView)
        screen.start()
        try #require(await eventually { screen.status.facts.map(\.string) == ["\(items.count)/\(items.count)"] })
        return screen
    }

    @Test func enter_pushesTheItemsDetail() async throws {
        let list = try await startedList(Fixture.items(3))
        #expect(list.title.string == "Comments")
        #expect(list.handle(.character("j")))
        #expect(list.handle(.enter))
        let detail = try #require(navigator.pushed.first as? ItemDetailView)
        #expect(detail.title.string == "Title i1")
        #expect(navigator.pops == 0)
    }

    @Test func renamedKeys_fromConfig_replaceTheDefaults() async throws {
        let list = try await startedList(Fixture.items(3), keys: KeyOverrides(["open": [.character("o")], "down": [.character("n")]]))
        #expect(!list.handle(.character("j")))
        #expect(list.handle(.character("n")))
        #expect(!list.handle(.enter))
        #expect(list.handle(.character("o")))
        #expect(navigator.pushed.map(\.title.string) == ["Title i1"])
    }

    @Test func theKeyTable_namesEveryActionForConfig() {
        #expect(CommentsView.keyTable.actionNames.isSuperset(of: ["open", "refresh", "down", "page_up"]))
    }

    @Test func theRouter_doesNotKeepTheNavigator() {
        var navigator: SpyNavigator? = SpyNavigator()
        weak let released = navigator
        _ = CommentsRouter.assembleModule(navigator: navigator!, deps: Fixture.deps(StubItemRepository()))
        navigator = nil
        #expect(released == nil)
    }

    @Test func droppingTheScreen_freesTheModule() {
        var screen: (any Screen)? = CommentsRouter.assembleModule(navigator: navigator, deps: Fixture.deps(StubItemRepository()))
        weak let released = screen
        screen = nil
        #expect(released == nil)
    }
}
