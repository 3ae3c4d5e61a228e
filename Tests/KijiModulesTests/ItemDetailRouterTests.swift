import Foundation
import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// The push-or-pop rule of the detail router, driven through the assembled module's keys.
@MainActor
struct ItemDetailRouterTests {
    private let navigator = SpyNavigator()
    private let externals = StubExternalActions(browserWorks: false)

    /// Assembles a detail screen for `item` opened from `origin`, laid out on a 20×80 canvas.
    private func detail(_ item: Item, from origin: ItemListSource) throws -> ItemDetailView {
        let deps = Fixture.deps(StubItemRepository(), externals: externals)
        let screen = try #require(
            ItemDetailRouter.assembleModule(item: item, origin: .list(origin), navigator: navigator, deps: deps)
                as? ItemDetailView)
        screen.start()
        screen.draw(in: Canvas(terminal: MemoryTerminal(size: TerminalSize(rows: 20, columns: 80))), theme: .standard)
        return screen
    }

    /// Tab to the first tag link (after the author link) and Enter.
    private func chooseFirstTag(on screen: ItemDetailView) {
        _ = screen.handle(.tab)
        _ = screen.handle(.tab)
        _ = screen.handle(.enter)
    }

    private var bodyItem: Item { Fixture.item("x", by: Fixture.alice, tags: ["swift", "iOS"], body: "Hello") }

    @Test func choosingAuthor_fromTheirOwnList_popsBack() throws {
        let screen = try detail(bodyItem, from: .user(Fixture.alice.id))
        #expect(screen.handle(.character("a")))
        #expect(navigator.pops == 1)
        #expect(navigator.pushed.isEmpty)
    }

    @Test func choosingAuthor_fromAllItems_pushesTheirList() throws {
        let screen = try detail(bodyItem, from: .all)
        #expect(screen.handle(.character("a")))
        #expect(navigator.pops == 0)
        #expect(navigator.pushed.map(\.title.string) == ["@alice"])
        #expect(navigator.pushed.first is ItemListView)
    }

    @Test func choosingAuthor_fromAnotherUsersList_pushesTheirList() throws {
        let screen = try detail(bodyItem, from: .user(Fixture.bob.id))
        _ = screen.handle(.character("a"))
        #expect(navigator.pops == 0)
        #expect(navigator.pushed.map(\.title.string) == ["@alice"])
    }

    @Test func choosingAuthor_fromTheirStocks_pushesTheirItems() throws {
        let screen = try detail(bodyItem, from: .stocks(Fixture.alice.id))
        _ = screen.handle(.character("a"))
        #expect(navigator.pops == 0)
        #expect(navigator.pushed.map(\.title.string) == ["@alice"])
    }

    @Test func choosingAuthorLink_fromTheirOwnList_popsBack() throws {
        let screen = try detail(bodyItem, from: .user(Fixture.alice.id))
        _ = screen.handle(.tab)
        _ = screen.handle(.enter)
        #expect(navigator.pops == 1)
        #expect(navigator.pushed.isEmpty)
    }

    @Test func choosingTag_fromThatTagsList_popsBackIgnoringCase() throws {
        let screen = try detail(bodyItem, from: .tag(Tag("Swift")))
        chooseFirstTag(on: screen)
        #expect(navigator.pops == 1)
        #expect(navigator.pushed.isEmpty)
    }

    @Test func choosingTag_fromAnotherTagsList_pushesThatTag() throws {
        let item = Fixture.item("x", tags: ["iOS"], body: "Hello")
        let screen = try detail(item, from: .tag(Tag("Swift")))
        chooseFirstTag(on: screen)
        #expect(navigator.pops == 0)
        #expect(navigator.pushed.map(\.title.string) == ["#iOS"])
    }

    @Test func choosingTag_fromTheAuthorsList_pushesThatTag() throws {
        let screen = try detail(bodyItem, from: .user(Fixture.alice.id))
        chooseFirstTag(on: screen)
        #expect(navigator.pops == 0)
        #expect(navigator.pushed.map(\.title.string) == ["#swift"])
    }

    @Test func openKey_withoutBrowser_showsTheAddress() throws {
        let screen = try detail(bodyItem, from: .all)
        _ = screen.handle(.character("o"))
        #expect(externals.opened == [URL(string: "https://qiita.com/items/x")!])
        #expect(screen.status.message.string.contains("https://qiita.com/items/x"))
        #expect(navigator.pushed.isEmpty)
    }

    @Test func openKey_onANonWebAddress_startsNoBrowser() throws {
        let screen = try detail(Fixture.item("x", body: "Hello", url: "file:///etc/passwd"), from: .all)
        _ = screen.handle(.character("o"))
        #expect(externals.opened.isEmpty)
        #expect(screen.status.message.string.contains("file:///etc/passwd"))
    }

    @Test func copyKey_copiesTheAddress() throws {
        let screen = try detail(bodyItem, from: .all)
        _ = screen.handle(.character("y"))
        #expect(externals.copied == ["https://qiita.com/items/x"])
        #expect(screen.status.message.string.hasPrefix("Copied"))
        #expect(!screen.status.isError)
    }
}
