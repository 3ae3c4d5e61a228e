import TerminalUI
import Testing
@testable import KijiModules

/// A screen's overlay (an article's outline): drawn over the screen, given every key before the
/// screen and the shell until it is done, and gone with the screen that showed it.
@MainActor
struct AppShellOverlayTests {
    private let harness = ShellHarness()
    private let root = SpyScreen(title: "All items")
    private let second = SpyScreen(title: "Second screen")

    /// An overlay that draws one word, keeps every key and is done at Esc.
    private final class SpyOverlay: OverlayScreen {
        private(set) var keys: [Key] = []
        func draw(in canvas: Canvas, theme: Theme) { canvas.draw("SPY-OVERLAY", row: 5, column: 5, style: .plain) }
        func handle(_ key: Key) -> Bool {
            keys.append(key)
            return key != .escape
        }
    }

    @Test func anOverlay_isDrawnOverTheScreen_andTakesItsKeysUntilItIsDone() {
        let overlay = SpyOverlay()
        harness.shell.push(root)
        harness.shell.push(second)
        harness.shell.showOverlay(overlay)
        #expect(harness.text.contains("SPY-OVERLAY"))
        harness.press(.character("q"), .character("j"))
        #expect(overlay.keys == [.character("q"), .character("j")])
        #expect(second.keys.isEmpty && harness.shell.screens.count == 2)
        harness.press(.escape)
        #expect(!harness.text.contains("SPY-OVERLAY"))
        harness.press(.escape)
        #expect(harness.shell.screens.count == 1)
        #expect(overlay.keys.count == 3)
    }

    @Test func anOverlay_leavesWithTheScreenThatShowedIt() {
        let overlay = SpyOverlay()
        harness.shell.push(root)
        harness.shell.push(second)
        harness.shell.showOverlay(overlay)
        harness.shell.pop()
        #expect(!harness.text.contains("SPY-OVERLAY"))
        harness.press(.character("j"))
        #expect(overlay.keys.isEmpty)
    }
}
