import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// `[keys]` from config.toml, applied to the list, detail and shell tables.
@MainActor
struct KeyOverridesTests {
    private let navigator = SpyNavigator()
    private let routes = SpyRoutes()
    private let overrides = KeyOverrides(["open": [.character("o")], "down": [.character("n")], "back": [.character("x")]])

    private func startedList() async throws -> ItemListView {
        let repository = StubItemRepository([.page(Fixture.page(Fixture.items(3), next: nil, total: 3))])
        var deps = Fixture.deps(repository)
        deps.keys = overrides
        let screen = try #require(ItemListRouter.assembleModule(source: .all, navigator: navigator, routes: routes, deps: deps) as? ItemListView)
        screen.start()
        try #require(await eventually { screen.status.facts.map(\.string) == ["3/3"] })
        return screen
    }

    @Test func list_answersToTheRenamedKeysOnly() async throws {
        let list = try await startedList()
        #expect(!list.handle(.enter))
        #expect(!list.handle(.character("j")))
        #expect(list.handle(.character("n")))
        #expect(list.selectedRow == 1)
        #expect(list.handle(.character("o")))
        #expect(routes.opened.map(\.article) == [.init(Item.ID("i1"), from: .list(.all))])
    }

    @Test func list_helpShowsTheRenamedKeys() async throws {
        let help = try await startedList().helpLines.map(\.plainText.string)
        #expect(help.contains { $0.contains("Open the item") && $0.contains("o") && !$0.contains("Enter") })
    }

    @Test func detail_usesTheSameNames() throws {
        var deps = Fixture.deps(StubItemRepository())
        deps.keys = overrides
        let detail = ItemDetailRouter.assembleModule(
            item: ItemSummary(Fixture.item("i1")), origin: .list(.all), navigator: navigator, routes: routes, deps: deps)
        #expect(!detail.handle(.character("j")))
        #expect(detail.handle(.character("n")))
    }

    @Test func shell_backMovesToItsNewKey() {
        let shell = AppShell(loop: EventLoop(terminal: MemoryTerminal(size: TerminalSize(rows: 24, columns: 80)), schedulesDraws: false), theme: .standard) {}
        shell.keyOverrides = overrides
        let root = SpyScreen(title: "Root")
        let top = SpyScreen(title: "Top")
        shell.push(root)
        shell.push(top)
        shell.handle(.key(.escape))
        #expect(shell.screens.count == 2)
        shell.handle(.key(.character("x")))
        #expect(shell.screens.count == 1)
    }

    @Test func eachScreensRouter_publishesItsKeyNames_forConfig() {
        #expect(AppShell.keyActionNames.isSuperset(of: ["back", "search", "help", "quit", "redraw"]))
        #expect(ItemListRouter.keyActionNames.isSuperset(of: ["open", "author", "refresh", "my_stocks", "down", "page_up"]))
        #expect(ItemDetailRouter.keyActionNames.isSuperset(of: ["stock", "copy_url", "next_link", "comments", "down"]))
        #expect(CommentsRouter.keyActionNames.isSuperset(of: ["comment", "edit_comment", "delete_comment", "author"]))
    }
}
