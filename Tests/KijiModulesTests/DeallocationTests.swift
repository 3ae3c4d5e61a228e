import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// Popping a screen frees its module and cancels its requests.
@MainActor
struct DeallocationTests {
    private let loop = EventLoop(terminal: MemoryTerminal(size: TerminalSize(rows: 24, columns: 80)), schedulesDraws: false)
    /// The routes, kept for the whole test as the composition root keeps its factory for the whole run.
    private let routes = SpyRoutes()

    private func shell() -> AppShell {
        let shell = AppShell(loop: loop, theme: .standard) {}
        loop.root = shell
        shell.push(SpyScreen(title: "Root"))
        return shell
    }

    /// The presenter a view owns, found by reflection (the property is private).
    private func presenter(of screen: any Screen) -> AnyObject? {
        Mirror(reflecting: screen).descendant("presenter").map { $0 as AnyObject }
    }

    @Test func poppingAListWhileItLoads_cancelsTheRequestAndFreesTheModule() async throws {
        let repository = StubItemRepository([.untilCancelled])
        let shell = shell()
        weak var weakScreen: ItemListView?
        weak var weakPresenter: AnyObject?
        do {
            let screen = ItemListRouter.assembleModule(source: .all, navigator: shell, routes: routes, deps: Fixture.deps(repository))
            weakScreen = screen as? ItemListView
            weakPresenter = presenter(of: screen)
            shell.push(screen)
        }
        try #require(weakScreen != nil)
        try #require(weakPresenter is ItemListPresenter)
        #expect(await eventually { repository.calls.count == 1 })
        #expect(loop.isBusy)

        shell.pop()
        #expect(shell.screens.count == 1)
        #expect(!loop.isBusy)
        #expect(await eventually { repository.cancellationsSeen == 1 })
        #expect(await eventually { weakScreen == nil && weakPresenter == nil })
    }

    @Test func poppingALoadedList_freesTheModule() async throws {
        let repository = StubItemRepository([.page(Fixture.page(Fixture.items(3), next: 2))])
        let shell = shell()
        weak var weakScreen: ItemListView?
        weak var weakPresenter: AnyObject?
        do {
            let screen = ItemListRouter.assembleModule(source: .all, navigator: shell, routes: routes, deps: Fixture.deps(repository))
            weakScreen = screen as? ItemListView
            weakPresenter = presenter(of: screen)
            shell.push(screen)
        }
        #expect(await eventually { weakScreen?.status.facts.map(\.string) == ["3"] })
        shell.pop()
        #expect(await eventually { weakScreen == nil && weakPresenter == nil })
        #expect(repository.cancellationsSeen == 0)
    }

    @Test func poppingADetail_freesTheModule() async throws {
        let shell = shell()
        weak var weakScreen: ItemDetailView?
        weak var weakPresenter: AnyObject?
        do {
            let item = ItemSummary(Fixture.item("x"))
            let screen = ItemDetailRouter.assembleModule(
                item: item, origin: .list(.all), navigator: shell, routes: routes, deps: Fixture.deps(StubItemRepository()))
            weakScreen = screen as? ItemDetailView
            weakPresenter = presenter(of: screen)
            shell.push(screen)
        }
        try #require(weakPresenter is ItemDetailPresenter)
        shell.pop()
        #expect(await eventually { weakScreen == nil && weakPresenter == nil })
    }
}
