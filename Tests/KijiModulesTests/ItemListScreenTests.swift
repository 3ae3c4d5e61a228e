import Foundation
import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// A real item list module in a shell on a memory terminal, read back as rows of text.
@MainActor
struct ItemListScreenTests {
    private let terminal = MemoryTerminal(size: TerminalSize(rows: 12, columns: 80))
    private let loop: EventLoop
    private let shell: AppShell

    init() {
        loop = EventLoop(terminal: terminal, schedulesDraws: false)
        shell = AppShell(loop: loop, theme: .standard) {}
        loop.root = shell
    }

    private func push(_ repository: StubItemRepository, source: ItemListSource = .all) {
        shell.push(ItemListRouter.assembleModule(source: source, navigator: shell, routes: SpyRoutes(), deps: Fixture.deps(repository)))
    }

    private func rows() -> [String] {
        loop.setNeedsDisplay()
        loop.drawIfNeeded()
        return terminal.rows
    }

    @Test func loadedList_showsRowsAndFacts() async {
        let limit = RateLimitStatus(remaining: 57, limit: 60, resetsAt: Date(timeIntervalSince1970: 0))
        let repository = StubItemRepository([.page(Fixture.page(Fixture.items(3), next: 2, total: 95, rateLimit: limit))])
        push(repository, source: .tag(Tag("Swift")))
        #expect(await eventually { rows().last?.contains("3/95") == true })
        let screen = rows()
        #expect(screen[0].contains("#Swift"))
        #expect(screen[1].contains("Title i0"))
        #expect(screen[2].contains("@alice (Alice)"))
        #expect(screen[2].contains("#Swift"))
        #expect(screen[3].contains("Title i1"))
        #expect(screen.last?.contains("API 57/60") == true)
        // Three rows are within the prefetch distance of the first: the next page follows at once.
        #expect(await eventually { repository.calls.map(\.page) == [1, 2] && !loop.isBusy })
    }

    @Test func resizes_readNoPageAhead_onlyAMoveOfTheSelectionDoes() async {
        let repository = StubItemRepository([
            .page(Fixture.page(Fixture.items(20), next: 2)),
            .page(Fixture.page(Fixture.items(20, prefix: "p"), next: 3)),
        ])
        push(repository)
        #expect(await eventually { rows().last?.contains(" 20") == true && !loop.isBusy })
        // Short, then taller than the page (room for 99 rows at 200 lines), many times, ending tall.
        for round in 0..<50 {
            let size = round.isMultiple(of: 2) ? TerminalSize(rows: 15, columns: 60) : TerminalSize(rows: 200, columns: 120)
            terminal.resize(to: size)
            loop.send(.resize(size))
            _ = rows()
            await settle()
        }
        #expect(repository.calls.map(\.page) == [1])
        #expect(rows()[1].contains("Title i0"))
        loop.send(.key(.down))
        #expect(await eventually { repository.calls.map(\.page) == [1, 2] })
    }

    @Test func theRateLimitMidList_endsItWithARowUnderTheLastItem_afterG() async {
        let resets = Date(timeIntervalSinceNow: 3600)
        let repository = StubItemRepository([
            .page(Fixture.page(Fixture.items(20), next: 2)),
            .failure(Fixture.error("Qiita's rate limit is used up.", kind: .rateLimited(resetsAt: resets))),
        ])
        push(repository)
        #expect(await eventually { rows().last?.contains(" 20") == true && !loop.isBusy })
        loop.send(.key(.character("G")))
        #expect(await eventually { repository.calls.count == 2 && !loop.isBusy })
        let screen = rows()
        let last = screen.lastIndex { $0.contains("Title i19") }
        let end = screen.firstIndex { $0.contains("Rate limit reached, resets at ") }
        #expect(last != nil && end == last.map { $0 + 2 })
        #expect(screen.last?.contains("Press r to retry.") == true)
    }

    @Test func failedPage_showsRetryRowAndRRetries() async {
        let repository = StubItemRepository([
            .failure(Fixture.error("Qiita could not be reached.")),
            .page(Fixture.page(Fixture.items(2), next: nil)),
        ])
        push(repository)
        #expect(await eventually { rows()[1].contains("Press r to retry.") })
        #expect(rows().last?.contains("Qiita could not be reached.") == true)
        #expect(shell.screens.last?.status.isError == true)
        loop.send(.key(.character("r")))
        #expect(await eventually { rows()[1].contains("Title i0") })
        #expect(repository.calls.map(\.page) == [1, 1])
        #expect(rows().last?.contains("Press r to retry.") == false)
        #expect(shell.screens.last?.status.isError == false)
    }

    @Test func firstPageLoading_showsLoadingNotEmpty() async {
        let repository = StubItemRepository([.held(Fixture.page(Fixture.items(2), next: nil))])
        push(repository)
        #expect(await eventually { repository.heldCount == 1 })
        let whileLoading = rows()
        #expect(loop.isBusy)
        repository.releaseHeld()
        #expect(await eventually { rows()[1].contains("Title i0") })
        #expect(whileLoading[1].contains("Loading…"))
        #expect(!whileLoading[1].contains("This list is empty."))
    }
}
