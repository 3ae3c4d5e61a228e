import Foundation
import Testing
import KijiDomain
import TerminalUI
@testable import KijiModules

/// A real Comments module in a shell on a memory terminal, read back as rows of text.
@MainActor
@Suite("Comments screen")
struct CommentsScreenTests {
    let terminal = MemoryTerminal(size: TerminalSize(rows: 12, columns: 80))
    let loop: EventLoop
    let shell: AppShell

    init() {
        loop = EventLoop(terminal: terminal, schedulesDraws: false)
        shell = AppShell(loop: loop, theme: .standard) {}
        loop.root = shell
    }

    func rows() -> [String] {
        loop.setNeedsDisplay()
        loop.drawIfNeeded()
        return terminal.rows
    }

    @Test func aLoadedList_showsItsRowsAndTheCount() async {
        let repository = StubItemRepository([.page(Fixture.page(Fixture.items(3), next: 2, total: 95))])
        shell.push(CommentsRouter.assembleModule(navigator: shell, deps: Fixture.deps(repository)))
        #expect(await eventually { rows().last?.contains("3/95") == true })
        let screen = rows()
        #expect(screen[0].contains("Comments"))
        #expect(screen[1].contains("Title i0"))
        #expect(screen[2].contains("@alice (Alice)"))
        #expect(screen[3].contains("Title i1"))
    }

    @Test func untrustedTitles_areSanitised() async {
        var item = Fixture.item("a")
        item.title = "\u{1B}]52;c;ZXZpbA==\u{07}title\u{202E}"
        shell.push(CommentsRouter.assembleModule(navigator: shell, deps: Fixture.deps(StubItemRepository([.page(Fixture.page([item], next: nil))]))))
        #expect(await eventually { rows().last?.contains("1") == true })
        #expect(!rows().joined().unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" })
    }

    @Test func anEmptyList_saysSo() async {
        shell.push(CommentsRouter.assembleModule(navigator: shell, deps: Fixture.deps(StubItemRepository())))
        #expect(await eventually { rows().contains { $0.contains("This list is empty.") } })
    }
}
