import Foundation
import Testing
import KijiDomain
import TerminalUI
@testable import KijiModules

/// A real Trend module in a shell on a memory terminal, read back as rows of text.
@MainActor
@Suite("Trend screen")
struct TrendScreenTests {
    let display = ShellOnMemoryTerminal()
    let repository = StubTrendRepository()

    var shell: AppShell { display.shell }

    func rows() -> [String] { display.rows() }

    func open(_ entries: [TrendEntry]) {
        repository.replies = [.success(StubTrendRepository.page(entries))]
        var deps = Fixture.deps(StubItemRepository())
        deps.trend = repository
        shell.push(TrendRouter.assembleModule(navigator: shell, routes: SpyRoutes(), deps: deps))
    }

    @Test func anEntry_showsTitleAuthorDayAndExcerpt_andTheCount() async {
        open([StubTrendRepository.entry("a", by: "alice", name: "Alice", title: "Swift 6 at last", firstLine: "Strict concurrency")])
        #expect(await eventually { rows().contains { $0.contains("@alice (Alice)  2026-11-18") } })
        let screen = rows()
        #expect(screen[0].contains("Trend"))
        #expect(screen.contains { $0.contains("Swift 6 at last") })
        #expect(screen.contains { $0.contains("  Strict concurrency") })
        #expect(screen.last?.trimmingCharacters(in: .whitespaces).hasSuffix("1") == true)
    }

    @Test func controlCharactersInTheFeed_neverReachTheTerminal() async {
        open([StubTrendRepository.entry("a", by: "alice", title: "Bad\u{1B}[2Jtitle\u{7}", firstLine: "line\u{1B}]52;c;eA==\u{7}")])
        #expect(await eventually { rows().contains { $0.contains("Bad") } })
        #expect(!rows().joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
}
