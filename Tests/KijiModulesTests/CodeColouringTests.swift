import ArticleLayout
import KijiDomain
import TerminalUI
import Testing

@testable import KijiModules

/// The detail view colours code blocks after showing them plain, and stops when it closes.
@MainActor
struct CodeColouringTests {
    private let terminal = MemoryTerminal(size: TerminalSize(rows: 12, columns: 60))
    private let draft = ArticleDraft(title: "Code", tags: [], body: "```python\nif x: pass\n```")

    private func preview(with highlighter: GatedHighlighter) -> ItemDetailView? {
        var deps = Fixture.deps(StubItemRepository(), externals: StubExternalActions(browserWorks: false))
        deps.highlighter = highlighter
        let screen = ItemDetailRouter.assemblePreviewModule(source: FakeDraftSource(draft), navigator: SpyNavigator(), routes: SpyRoutes(), deps: deps)
        screen.start()
        return screen as? ItemDetailView
    }

    /// The style of the first cell of the code line `if x: pass`, after drawing afresh.
    private func styleOfCode(on screen: ItemDetailView) -> Style? {
        terminal.beginFrame()
        screen.draw(in: Canvas(terminal: terminal), theme: .standard)
        guard let row = terminal.rows.firstIndex(where: { $0.contains("if x: pass") }),
            let column = terminal.row(row).firstIndex(of: "i").map({ terminal.row(row).distance(from: terminal.row(row).startIndex, to: $0) })
        else { return nil }
        return terminal.cell(row: row, column: column)?.style
    }

    @Test func codeShowsPlainAtOnce_thenInItsColours_andTheProblemIsSaid() async throws {
        let highlighter = GatedHighlighter(problem: "Code is not coloured: test.")
        let screen = try #require(preview(with: highlighter))
        let keyword = Theme.standard[.code].merged(with: Theme.standard[.codeKeyword])
        #expect(styleOfCode(on: screen) == Theme.standard[.code])
        highlighter.release()
        #expect(await eventually { styleOfCode(on: screen) == keyword })
        #expect(screen.status.message.string == "Code is not coloured: test.")
    }

    @Test func coloursKnownAlready_areInTheFirstFrame_withNoRun() throws {
        let highlighter = GatedHighlighter(knowsEverything: true)
        let screen = try #require(preview(with: highlighter))
        #expect(styleOfCode(on: screen) == Theme.standard[.code].merged(with: Theme.standard[.codeKeyword]))
        #expect(highlighter.runs == 0)
    }

    @Test func closingTheScreen_cancelsTheRunInFlight() async throws {
        let highlighter = GatedHighlighter()
        let screen = try #require(preview(with: highlighter))
        #expect(await eventually { highlighter.runs == 1 })
        screen.close()
        #expect(await eventually { highlighter.sawCancellation })
    }
}
