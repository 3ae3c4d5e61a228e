import Foundation
import Testing
import KijiDomain
import TerminalUI
@testable import KijiModules

/// A real Timeline module in a shell on a memory terminal, read back as rows of text.
@MainActor
@Suite("Timeline screen")
struct TimelineScreenTests {
    let display = ShellOnMemoryTerminal()

    var shell: AppShell { display.shell }

    func rows() -> [String] { display.rows() }

    func open(_ items: [Item], sources: [FollowTarget]) {
        var deps = Fixture.deps(StubItemRepository([.page(Fixture.page(items, next: nil))]))
        deps.timeline = StubTimelineSources(reply: .success(sources))
        shell.push(TimelineRouter.assembleModule(navigator: shell, routes: SpyRoutes(), deps: deps))
    }

    @Test func eachEntry_showsTitleAuthorAndWhyItIsThere_andTheCount() async {
        open(Fixture.items(2, by: Fixture.bob), sources: [.user(Fixture.bob.id)])
        #expect(await eventually { rows().contains { $0.contains("@bob (followed)  ") } })
        #expect(!rows().contains { $0.contains("@bob  @bob") })
        let screen = rows()
        #expect(screen[0].contains("Timeline"))
        #expect(screen.contains { $0.contains("Title i0") })
        #expect(screen.last?.trimmingCharacters(in: .whitespaces).hasSuffix("2") == true)
    }

    @Test func untrustedTitles_neverReachTheTerminal() async {
        var hostile = Fixture.item("h", by: Fixture.bob)
        hostile.title = "Bad\u{1B}[2Jtitle\u{7}"
        open([hostile], sources: [.user(Fixture.bob.id)])
        #expect(await eventually { rows().contains { $0.contains("Bad") } })
        #expect(!rows().joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    @Test func noSources_sayWhatToFollow() async {
        open([], sources: [])
        #expect(await eventually { rows().contains { $0.contains("Nothing to show") } })
    }
}
