import TerminalUI
import Testing
@testable import KijiModules

/// Pastes, unbound sequences and Alt chords as the shell gets them from the decoder.
@MainActor
struct AppShellInputTests {
    private let harness = ShellHarness()
    private let root = SpyScreen(title: "All items")
    private let second = SpyScreen(title: "Second screen")

    private func openSearch() {
        let shell = harness.shell
        shell.makeSearchPrompt = { [unowned shell] scope in SearchRouter.assembleModule(navigator: shell, routes: SpyRoutes(), scope: scope) }
        shell.push(root)
        harness.press(.character("/"))
    }

    @Test func pasteIntoTheSearchPrompt_goesInAsOneLineOfText() {
        openSearch()
        harness.loop.send(.paste("swift\nui q"))
        #expect(harness.screenRows().last?.hasPrefix("Search: swift ui q") == true)
        #expect(root.keys == [.character("/")])
        #expect(harness.shell.screens.count == 1 && harness.quits.count == 0)
    }

    @Test func pasteOutsideAPrompt_isDroppedAndTheStatusBarSaysSo() {
        harness.shell.push(root)
        harness.shell.push(second)
        harness.loop.send(.paste("q\nq"))
        #expect(harness.shell.screens.count == 2 && harness.quits.count == 0)
        #expect(second.keys.isEmpty)
        #expect(harness.screenRows().last?.contains("Pasted text ignored") == true)
        harness.press(.character("j"))
        #expect(harness.screenRows().last?.contains("Pasted text ignored") == false)
    }

    @Test func unboundSequence_changesNothing_andETellsItsName() {
        harness.shell.push(root)
        harness.shell.push(second)
        let before = harness.screenRows()
        harness.loop.send(.unboundKey("ESC[99~"))
        #expect(harness.screenRows() == before)
        #expect(second.keys.isEmpty && harness.shell.screens.count == 2)
        harness.press(.character("e"))
        #expect(harness.screenRows().last?.contains("unbound key ESC[99~") == true)
    }

    @Test func unboundAltChord_doesNothing_andETellsItsName() {
        harness.shell.push(root)
        harness.shell.push(second)
        harness.press(.alt("x"))
        #expect(harness.shell.screens.count == 2 && harness.quits.count == 0)
        harness.press(.character("e"))
        #expect(harness.screenRows().last?.contains("unbound key M-x") == true)
    }
}
