import Foundation
import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// Whether you follow a tag's or a user's list, or an article's author, shows in the header's right
/// part on a real screen in the shell, at 80 and 40 columns; the status bar keeps the list's count.
@MainActor
@Suite("Follow fact in the header")
struct FollowFactHeaderTests {
    private func shell(columns: Int) -> (AppShell, EventLoop, MemoryTerminal) {
        let terminal = MemoryTerminal(size: TerminalSize(rows: 12, columns: columns))
        let loop = EventLoop(terminal: terminal, schedulesDraws: false)
        let shell = AppShell(loop: loop, theme: .standard, note: "demo · 127.0.0.1:33009", shortNote: "demo") {}
        loop.root = shell
        return (shell, loop, terminal)
    }

    private func rows(_ loop: EventLoop, _ terminal: MemoryTerminal) -> [String] {
        loop.setNeedsDisplay()
        loop.drawIfNeeded()
        return terminal.rows
    }

    private func deps(_ follows: StubFollowRepository, items: Int = 3) -> Dependencies {
        let repository = StubItemRepository([.page(Fixture.page(Fixture.items(items), next: nil, total: items))])
        var deps = Fixture.deps(repository)
        deps.follows = follows
        return deps
    }

    @Test(arguments: [80, 40])
    func aTagsList_saysInTheHeaderWhetherYouFollowIt_andTheCountStaysInTheStatusBar(columns: Int) async {
        let (shell, loop, terminal) = shell(columns: columns)
        let follows = StubFollowRepository()
        shell.push(ItemListRouter.assembleModule(source: .tag(Tag("Swift")), navigator: shell, routes: SpyRoutes(), deps: deps(follows)))
        #expect(await eventually { rows(loop, terminal).last?.contains("3/3") == true })
        #expect(await eventually { rows(loop, terminal)[0].contains("Not following #Swift") })
        let screen = rows(loop, terminal)
        #expect(screen[0].hasSuffix("  ? help "), "\(screen[0])")
        #expect(screen.last?.contains("following") == false, "\(screen.last ?? "")")
    }

    @Test func aUsersList_fChangesTheHeader() async {
        let (shell, loop, terminal) = shell(columns: 80)
        let follows = StubFollowRepository()
        shell.push(ItemListRouter.assembleModule(source: .user(Fixture.alice.id), navigator: shell, routes: SpyRoutes(), deps: deps(follows)))
        #expect(await eventually { rows(loop, terminal)[0].hasSuffix("  Not following @alice  demo  ? help ") })
        shell.handle(.key(.character("f")))
        #expect(await eventually { rows(loop, terminal)[0].hasSuffix("  Following @alice  demo  ? help ") })
        #expect(follows.changes == ["+@alice"])
    }

    @Test func anArticle_saysInTheHeaderWhetherYouFollowItsAuthor() async {
        let (shell, loop, terminal) = shell(columns: 80)
        let follows = StubFollowRepository()
        follows.following = ["@alice"]
        let item = Fixture.item("x", by: Fixture.alice, tags: ["Swift"], body: "Hello")
        let repository = StubItemRepository()
        repository.itemReplies = [.success(item)]
        var deps = Fixture.deps(repository)
        deps.follows = follows
        shell.push(ItemDetailRouter.assembleModule(item: ItemSummary(item), origin: .direct, navigator: shell, routes: SpyRoutes(), deps: deps))
        #expect(await eventually { rows(loop, terminal)[0].contains("  Following @alice  demo") })
        #expect(rows(loop, terminal)[0].hasSuffix("  ? help "))
        #expect(follows.asked == [.user(Fixture.alice.id)])
    }
}
