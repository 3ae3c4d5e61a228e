import Foundation
import Testing
import KijiDomain
import TerminalUI
@testable import KijiModules

/// A real KeptSearch module in a shell on a memory terminal, read back as rows of text.
@MainActor
@Suite("KeptSearch screen")
struct KeptSearchScreenTests {
    let display = ShellOnMemoryTerminal()
    let search = StubKeptItemSearch()

    var shell: AppShell { display.shell }

    func rows() -> [String] { display.rows() }

    func open(_ matches: [SearchMatch], query: String = "match") {
        search.replies = [.success(matches)]
        var deps = Fixture.deps(StubItemRepository())
        deps.keptSearch = search
        shell.push(KeptSearchRouter.assembleModule(query: query, navigator: shell, routes: SpyRoutes(), deps: deps))
    }

    @Test func aMatch_showsTitleAuthorDateAndExcerpt_andTheCount() async {
        open([Fixture.match("a", title: "形態素解析の話", by: Fixture.alice), Fixture.match("b", title: "Second")])
        #expect(await eventually { rows().contains { $0.contains("Second") } })
        let screen = rows()
        #expect(screen[0].contains("Kept: match"))
        #expect(screen.last?.trimmingCharacters(in: .whitespaces) == "2")
        #expect(screen[1].contains("形態素解析の話"))
        #expect(screen[2].contains("@alice  2026-11-18"))
        #expect(screen[3].contains("…before match after…"))
    }

    @Test func theMatchedWords_areDrawnInTheFindsColour_onEveryRow() async throws {
        open([Fixture.match("a", title: "First"), Fixture.match("b", title: "Second")])
        #expect(await eventually { rows().contains { $0.contains("Second") } })
        let screen = rows()
        let excerpts = screen.indices.filter { screen[$0].contains("before match after") }
        #expect(excerpts.count == 2)
        for row in excerpts {
            let column = try #require(screen[row].range(of: "match")).lowerBound.utf16Offset(in: screen[row])
            #expect(display.terminal.cell(row: row, column: column)?.style == Theme.standard[.match])
            #expect(display.terminal.cell(row: row, column: column - 2)?.style != Theme.standard[.match])
        }
    }

    @Test func untrustedTitlesAndExcerpts_areSanitised() async {
        let hostile = [SearchMatch.Part("\u{1B}]52;c;ZXZpbA==\u{07}text", isMatch: false), SearchMatch.Part("\u{9B}31mhit", isMatch: true)]
        open([Fixture.match("h", title: "\u{1B}[2J\u{202E}evil", excerpt: hostile)])
        #expect(await eventually { rows().contains { $0.contains("@bob") } })
        #expect(!rows().joined().unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" || $0 == "\u{9B}" })
    }

    @Test func noMatch_saysNoKeptItemHoldsTheWords() async {
        open([], query: "zzqx")
        #expect(await eventually { rows().contains { $0.contains("No kept item holds zzqx.") } })
    }
}
