import FoundationEssentials
import KijiDomain
import TerminalUI
import Testing
@testable import KijiModules

/// Counts calls to the shell's quit handler.
@MainActor
final class QuitCounter {
    var count = 0
}

/// A shell on a 24×80 memory terminal, drawn on demand.
@MainActor
struct ShellHarness {
    let terminal = MemoryTerminal(size: TerminalSize(rows: 24, columns: 80))
    let loop: EventLoop
    let shell: AppShell
    let quits: QuitCounter

    /// A shell whose message log reads the time from `clock`.
    init(clock: @escaping () -> Date = Date.init) {
        loop = EventLoop(terminal: terminal, schedulesDraws: false)
        let quits = QuitCounter()
        self.quits = quits
        shell = AppShell(loop: loop, theme: .standard, clock: clock) { quits.count += 1 }
        loop.root = shell
    }

    func press(_ keys: Key...) {
        for key in keys { loop.send(.key(key)) }
    }

    /// Draws the frame and returns its rows.
    func screenRows() -> [String] {
        loop.setNeedsDisplay()
        loop.drawIfNeeded()
        return terminal.rows
    }

    var text: String { screenRows().joined(separator: "\n") }
}

@MainActor
struct AppShellTests {
    private let harness = ShellHarness()
    private let root = SpyScreen(title: "All items", helpLines: [StyledLine("Open the spy item")])
    private let second = SpyScreen(title: "Second screen", helpLines: [StyledLine("Only on the second screen")])

    @Test func push_startsTheScreenAndShowsTheBreadcrumb() {
        harness.shell.push(root)
        harness.shell.push(second)
        #expect(root.starts == 1 && second.starts == 1)
        #expect(root.host === harness.shell && second.host === harness.shell)
        let header = harness.screenRows()[0]
        #expect(header.contains("All items"))
        #expect(header.contains("Second screen"))
        #expect(header.range(of: "All items")!.lowerBound < header.range(of: "Second screen")!.lowerBound)
        #expect(harness.screenRows()[1].contains("body of Second screen"))
    }

    @Test func ctrlL_repaintsEveryCell_evenOverTheHelp() {
        harness.shell.push(root)
        _ = harness.screenRows()
        harness.press(.ctrl("l"))
        #expect(harness.terminal.fullRedrawsRequested == 1)
        harness.press(.character("?"))
        harness.press(.ctrl("l"))
        #expect(harness.terminal.fullRedrawsRequested == 2)
        #expect(harness.text.contains("Redraw the screen"))
    }

    @Test func escape_popsAndClosesTheTopScreen() {
        harness.shell.push(root)
        harness.shell.push(second)
        harness.press(.escape)
        #expect(second.keys == [.escape])
        #expect(second.closes == 1)
        #expect(root.closes == 0)
        #expect(harness.shell.screens.count == 1)
        #expect(!harness.screenRows()[0].contains("Second screen"))
        #expect(harness.quits.count == 0)
    }

    @Test func keyUsedByTheScreen_doesNotPop() {
        second.usedKeys = [.escape]
        harness.shell.push(root)
        harness.shell.push(second)
        harness.press(.escape)
        #expect(harness.shell.screens.count == 2)
        #expect(second.closes == 0)
    }

    @Test func q_onTheRoot_quits() {
        harness.shell.push(root)
        harness.press(.character("q"))
        #expect(harness.quits.count == 1)
        #expect(root.closes == 1)
        #expect(harness.shell.screens.isEmpty)
    }

    @Test func ctrlC_quitsFromAnywhere() {
        harness.shell.push(root)
        harness.shell.push(second)
        harness.press(.character("?"), .ctrl("c"))
        #expect(harness.quits.count == 1)
        #expect(root.closes == 1 && second.closes == 1)
        #expect(!second.keys.contains(.ctrl("c")))
    }

    @Test func questionMark_showsHelpAndAnyKeyClosesIt() {
        harness.shell.push(root)
        harness.shell.push(second)
        harness.press(.character("?"))
        let help = harness.text
        #expect(help.contains("Only on the second screen"))
        #expect(help.contains("Search Qiita"))
        #expect(!help.contains("Open the spy item"))

        harness.press(.character("x"))
        #expect(!harness.text.contains("Search Qiita"))
        #expect(!second.keys.contains(.character("x")))
        #expect(harness.shell.screens.count == 2)
    }

    @Test func slash_opensTheSearchPromptOnTheLastRow() {
        let routes = SpyRoutes()
        let shell = harness.shell
        shell.makeSearchPrompt = { [unowned shell] scope in SearchRouter.assembleModule(navigator: shell, routes: routes, scope: scope) }
        shell.push(root)
        harness.press(.character("/"))
        #expect(harness.screenRows().last?.hasPrefix("Search: ") == true)

        harness.press(.character("s"), .character("w"))
        #expect(harness.screenRows().last?.hasPrefix("Search: sw") == true)
        #expect(!root.keys.contains(.character("s")))
        harness.press(.enter)
        #expect(shell.screens.count == 2)
        #expect(routes.opened == [.itemList(.search("sw"))])
        #expect(routes.built(shell.screens.last))
        #expect(harness.screenRows().last?.hasPrefix("Search: ") == false)
    }

    @Test func capitalK_opensTheKeptSearchPrompt_andEnterShowsTheKeptMatches() {
        let routes = SpyRoutes()
        let shell = harness.shell
        shell.makeSearchPrompt = { [unowned shell] scope in SearchRouter.assembleModule(navigator: shell, routes: routes, scope: scope) }
        shell.push(root)
        harness.press(.character("K"))
        #expect(harness.screenRows().last?.hasPrefix("Search kept: ") == true)
        harness.press(.character("w"), .character("o"), .enter)
        #expect(routes.opened == [.keptSearch("wo")])
        #expect(shell.screens.count == 2)
        #expect(harness.screenRows().last?.hasPrefix("Search kept: ") == false)
    }

    @Test func blankSearch_keepsThePromptWithAProblem() {
        let shell = harness.shell
        shell.makeSearchPrompt = { [unowned shell] scope in SearchRouter.assembleModule(navigator: shell, routes: SpyRoutes(), scope: scope) }
        shell.push(root)
        harness.press(.character("/"), .character(" "), .enter)
        #expect(harness.screenRows().last?.contains("Type words") == true)
        #expect(shell.screens.count == 1)
    }

    @Test func escapeInTheSearchPrompt_cancelsWithoutPopping() {
        let shell = harness.shell
        shell.makeSearchPrompt = { [unowned shell] scope in SearchRouter.assembleModule(navigator: shell, routes: SpyRoutes(), scope: scope) }
        shell.push(root)
        shell.push(second)
        harness.press(.character("/"), .escape)
        #expect(shell.screens.count == 2)
        #expect(second.closes == 0)
        #expect(harness.screenRows().last?.hasPrefix("Search: ") == false)
    }

    @Test func slash_asksTheRoutesForAFreshPromptEachTime() {
        let routes = SpyRoutes()
        let shell = harness.shell
        shell.makeSearchPrompt = { scope in routes.searchPrompt(scope) }
        shell.push(root)
        harness.press(.character("/"))
        #expect(harness.screenRows().last?.hasPrefix("Prompt") == true)
        harness.press(.escape, .character("/"))
        #expect(routes.searchPrompts == 2)
        harness.press(.enter)
        #expect(harness.screenRows().last?.hasPrefix("Prompt") == false)
        #expect(shell.screens.count == 1)
    }

    @Test func e_showsTheErrorAndItsDetails() {
        second.status = ScreenStatus(message: "Something failed.", isError: true, detail: "HTTP 503 from qiita.com")
        harness.shell.push(root)
        harness.shell.push(second)
        harness.press(.character("e"))
        let text = harness.text
        #expect(text.contains("This screen's error"))
        #expect(text.contains("HTTP 503 from qiita.com"))
    }

    @Test func statusBar_showsTheTopScreensMessageAndFacts() {
        second.status = ScreenStatus(message: "Something failed.", isError: true, facts: ["40/95"])
        harness.shell.push(root)
        harness.shell.push(second)
        let status = harness.screenRows().last ?? ""
        #expect(status.contains("Something failed."))
        #expect(status.contains("40/95"))
    }
}
