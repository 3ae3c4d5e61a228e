import Foundation
import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// The push-or-pop rule of the detail router, driven through the assembled module's keys; the
/// screens it pushes come from a spy ``Routes``.
@MainActor
struct ItemDetailRouterTests {
    private let navigator = SpyNavigator()
    private let routes = SpyRoutes()
    private let externals = StubExternalActions(browserWorks: false)
    private let host = SpyScreenHost()

    private func detail(_ item: Item, from origin: ItemListSource) async throws -> ItemDetailView {
        try await DetailScreen.open(item, from: origin, navigator: navigator, routes: routes, externals: externals, host: host).screen
    }

    private func detail(_ item: Item, origin: ItemOrigin) async throws -> ItemDetailView {
        try await DetailScreen.open(item, origin: origin, navigator: navigator, routes: routes, externals: externals, host: host).screen
    }

    /// Tab to the first tag link (after the author link) and Enter.
    private func chooseFirstTag(on screen: ItemDetailView) {
        _ = screen.handle(.tab)
        _ = screen.handle(.tab)
        _ = screen.handle(.enter)
    }

    /// The item as the cache keeps it, body and address included.
    private var keptItem: Item { Fixture.item("x", by: Fixture.alice, tags: ["swift", "iOS"], body: "Hello") }

    @Test func choosingAuthor_fromTheirOwnList_popsBack() async throws {
        let screen = try await detail(keptItem, from: .user(Fixture.alice.id))
        #expect(screen.handle(.character("a")))
        #expect(navigator.pops == 1)
        #expect(navigator.pushed.isEmpty)
        #expect(routes.opened.isEmpty)
    }

    @Test func choosingAuthor_fromAllItems_pushesTheirList() async throws {
        let screen = try await detail(keptItem, from: .all)
        #expect(screen.handle(.character("a")))
        #expect(navigator.pops == 0)
        #expect(routes.opened == [.itemList(.user(Fixture.alice.id))])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func choosingAuthor_fromAnotherUsersList_pushesTheirList() async throws {
        let screen = try await detail(keptItem, from: .user(Fixture.bob.id))
        _ = screen.handle(.character("a"))
        #expect(navigator.pops == 0)
        #expect(routes.opened == [.itemList(.user(Fixture.alice.id))])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func choosingAuthor_fromTheirStocks_pushesTheirItems() async throws {
        let screen = try await detail(keptItem, from: .stocks(Fixture.alice.id))
        _ = screen.handle(.character("a"))
        #expect(navigator.pops == 0)
        #expect(routes.opened == [.itemList(.user(Fixture.alice.id))])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func choosingAuthor_openedDirectly_pushesTheirList() async throws {
        let screen = try await detail(keptItem, origin: .direct)
        _ = screen.handle(.character("a"))
        #expect(navigator.pops == 0)
        #expect(routes.opened == [.itemList(.user(Fixture.alice.id))])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func choosingTag_openedDirectly_pushesThatTag() async throws {
        let screen = try await detail(keptItem, origin: .direct)
        chooseFirstTag(on: screen)
        #expect(navigator.pops == 0)
        #expect(routes.opened == [.itemList(.tag(Tag("swift")))])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func choosingAuthorLink_fromTheirOwnList_popsBack() async throws {
        let screen = try await detail(keptItem, from: .user(Fixture.alice.id))
        _ = screen.handle(.tab)
        _ = screen.handle(.enter)
        #expect(navigator.pops == 1)
        #expect(navigator.pushed.isEmpty)
        #expect(routes.opened.isEmpty)
    }

    @Test func choosingTag_fromThatTagsList_popsBackIgnoringCase() async throws {
        let screen = try await detail(keptItem, from: .tag(Tag("Swift")))
        chooseFirstTag(on: screen)
        #expect(navigator.pops == 1)
        #expect(navigator.pushed.isEmpty)
        #expect(routes.opened.isEmpty)
    }

    @Test func choosingTag_fromAnotherTagsList_pushesThatTag() async throws {
        let item = Fixture.item("x", tags: ["iOS"], body: "Hello")
        let screen = try await detail(item, from: .tag(Tag("Swift")))
        chooseFirstTag(on: screen)
        #expect(navigator.pops == 0)
        #expect(routes.opened == [.itemList(.tag(Tag("iOS")))])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func choosingTag_fromTheAuthorsList_pushesThatTag() async throws {
        let screen = try await detail(keptItem, from: .user(Fixture.alice.id))
        chooseFirstTag(on: screen)
        #expect(navigator.pops == 0)
        #expect(routes.opened == [.itemList(.tag(Tag("swift")))])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func choosingAMentionedUser_fromTheirOwnList_popsBack() {
        let router = ItemDetailRouter(navigator: navigator, routes: routes, origin: .list(.user(Fixture.bob.id)), externals: externals)
        router.showUser(Fixture.bob.id)
        #expect(navigator.pops == 1)
        #expect(navigator.pushed.isEmpty)
        #expect(routes.opened.isEmpty)
    }

    @Test func choosingAMentionedUser_fromTheAuthorsList_pushesTheMentionedUsersList() {
        let router = ItemDetailRouter(navigator: navigator, routes: routes, origin: .list(.user(Fixture.alice.id)), externals: externals)
        router.showUser(Fixture.bob.id)
        #expect(navigator.pops == 0)
        #expect(routes.opened == [.itemList(.user(Fixture.bob.id))])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func choosingAMentionedUser_fromATagList_pushesTheirList() {
        let router = ItemDetailRouter(navigator: navigator, routes: routes, origin: .list(.tag(Tag("bob"))), externals: externals)
        router.showUser(Fixture.bob.id)
        #expect(navigator.pops == 0)
        #expect(routes.opened == [.itemList(.user(Fixture.bob.id))])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func choosingAMentionInTheBody_pushesThatUsersList() async throws {
        let screen = try await detail(Fixture.item("x", tags: [], body: "Thanks @bob for the review"), from: .all)
        for _ in 0..<3 { _ = screen.handle(.tab) }
        _ = screen.handle(.enter)
        #expect(navigator.pops == 0)
        #expect(routes.opened == [.itemList(.user(Fixture.bob.id))])
        #expect(routes.built(navigator.pushed.first))
    }

    @Test func choosingAMentionInTheBody_fromThatUsersList_popsBack() async throws {
        let screen = try await detail(Fixture.item("x", tags: [], body: "Thanks @bob for the review"), from: .user(Fixture.bob.id))
        for _ in 0..<3 { _ = screen.handle(.tab) }
        _ = screen.handle(.enter)
        #expect(navigator.pops == 1)
        #expect(navigator.pushed.isEmpty)
        #expect(routes.opened.isEmpty)
    }

    @Test func openKey_withoutBrowser_showsTheAddress() async throws {
        let screen = try await detail(keptItem, from: .all)
        _ = screen.handle(.character("o"))
        #expect(externals.opened == [URL(string: "https://qiita.com/items/x")!])
        #expect(host.lastNote?.contains("https://qiita.com/items/x") == true)
        #expect(navigator.pushed.isEmpty)
    }

    @Test func openKey_onANonWebAddress_startsNoBrowser() async throws {
        let screen = try await detail(Fixture.item("x", body: "Hello", url: "file:///etc/passwd"), from: .all)
        _ = screen.handle(.character("o"))
        #expect(externals.opened.isEmpty)
        #expect(host.lastNote?.contains("file:///etc/passwd") == true)
    }

    @Test func copyKey_copiesTheAddress() async throws {
        let screen = try await detail(keptItem, from: .all)
        _ = screen.handle(.character("y"))
        #expect(externals.copied == ["https://qiita.com/items/x"])
        #expect(host.lastNote?.hasPrefix("Sent https://qiita.com/items/x to the terminal") == true)
        #expect(host.notes.last?.isError == false)
    }

    @Test func commentsKey_opensTheComments_withTheArticlesOrigin() async throws {
        let screen = try await detail(keptItem, from: .user(Fixture.alice.id))
        #expect(screen.handle(.character("c")))
        #expect(routes.opened.map(\.article) == [.init(Item.ID("x"), from: .list(.user(Fixture.alice.id)))])
        guard case .comments(_, _, let startsWriting) = routes.opened.first else { Issue.record("no comments opened"); return }
        #expect(!startsWriting)
        #expect(routes.built(navigator.pushed.first))
    }
}
