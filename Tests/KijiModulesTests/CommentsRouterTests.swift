import Testing
import KijiDomain
import TerminalUI
@testable import KijiModules

/// The Comments module as assembled by its router, driven through its view's keys: the origin
/// rule for the commenter's items, and the keys by name.
@MainActor
@Suite("Comments router")
struct CommentsRouterTests {
    let navigator = SpyNavigator()
    let routes = SpyRoutes()
    let repository = StubCommentRepository()

    func startedComments(
        _ comments: [KijiDomain.Comment], origin: ItemOrigin, keys: KeyOverrides = KeyOverrides()
    ) async throws -> CommentsView {
        repository.replies = [.success(comments)]
        var deps = Fixture.deps(StubItemRepository())
        deps.comments = repository
        deps.keys = keys
        let screen = try #require(
            CommentsRouter.assembleModule(item: Fixture.item("x"), origin: origin, navigator: navigator, routes: routes, deps: deps) as? CommentsView)
        screen.start()
        let fact = comments.count == 1 ? "1 comment" : "\(comments.count) comments"
        try #require(await eventually { screen.status.facts.map(\.string) == [fact] })
        return screen
    }

    @Test func choosingTheCommenter_whenTheArticleCameFromTheirList_popsBackToIt() async throws {
        let screen = try await startedComments([Fixture.comment("a", by: Fixture.bob)], origin: .list(.user(Fixture.bob.id)))
        #expect(screen.handle(.character("a")))
        #expect(navigator.pops == 2)
        #expect(navigator.pushed.isEmpty)
        #expect(routes.opened.isEmpty)
    }

    @Test func choosingTheCommenter_fromAnyOtherList_pushesTheirList() async throws {
        let screen = try await startedComments([Fixture.comment("a", by: Fixture.bob)], origin: .list(.user(Fixture.alice.id)))
        #expect(screen.handle(.character("a")))
        #expect(navigator.pops == 0)
        #expect(routes.opened == [.itemList(.user(Fixture.bob.id))])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func choosingTheCommenter_ofAnArticleOpenedDirectly_pushesTheirList() async throws {
        let screen = try await startedComments([Fixture.comment("a", by: Fixture.bob)], origin: .direct)
        _ = screen.handle(.character("a"))
        #expect(navigator.pops == 0)
        #expect(routes.opened == [.itemList(.user(Fixture.bob.id))])
    }

    @Test func tab_reachesTheMentionInTheSelectedComment_andEnterFollowsIt() async throws {
        let comments = [Fixture.comment("a", body: "first"), Fixture.comment("b", body: "Thanks @carol for this")]
        let screen = try await startedComments(comments, origin: .list(.all))
        let shell = MemoryTerminal(size: TerminalSize(rows: 20, columns: 60))
        screen.draw(in: Canvas(terminal: shell), theme: .standard)
        #expect(screen.handle(.character("j")))
        #expect(screen.handle(.tab))
        #expect(screen.handle(.tab))
        #expect(screen.handle(.enter))
        #expect(routes.opened == [.itemList(.user(User.ID("carol")))])
    }

    @Test func renamedKeys_fromConfig_replaceTheDefaults() async throws {
        let screen = try await startedComments(
            [Fixture.comment("a", by: Fixture.bob)], origin: .direct, keys: KeyOverrides(["author": [.character("u")]]))
        #expect(!screen.handle(.character("a")))
        #expect(screen.handle(.character("u")))
        #expect(routes.opened == [.itemList(.user(Fixture.bob.id))])
    }

    @Test func theKeyTable_namesEveryActionForConfig() {
        #expect(CommentsView.keyTable.actionNames.isSuperset(of: ["author", "refresh", "comment", "edit_comment", "delete_comment", "next_link", "down"]))
        #expect(CommentsRouter.keyActionNames == CommentsView.keyTable.actionNames)
    }

    @Test func theRouter_doesNotKeepTheNavigator() {
        var navigator: SpyNavigator? = SpyNavigator()
        weak let released = navigator
        _ = CommentsRouter.assembleModule(item: Fixture.item("x"), origin: .direct, navigator: navigator!, routes: routes, deps: Fixture.deps(StubItemRepository()))
        navigator = nil
        #expect(released == nil)
    }

    @Test func droppingTheScreen_freesTheModule() {
        var screen: (any Screen)? = CommentsRouter.assembleModule(
            item: Fixture.item("x"), origin: .direct, navigator: navigator, routes: routes, deps: Fixture.deps(StubItemRepository()))
        weak let released = screen
        screen = nil
        #expect(released == nil)
    }
}
