import KijiModules
import TerminalUI

/// A screen that records what the shell does with it.
@MainActor
final class SpyScreen: Screen {
    let title: DisplayText
    var status = ScreenStatus()
    var headerNote = DisplayText.empty
    var helpLines: [StyledLine]
    weak var host: (any ScreenHost)?
    /// Keys this screen uses itself; others go back to the shell.
    var usedKeys: Set<Key> = []
    private(set) var starts = 0
    private(set) var closes = 0
    private(set) var keys: [Key] = []

    init(title: DisplayText, helpLines: [StyledLine] = []) {
        self.title = title
        self.helpLines = helpLines
    }

    func start() { starts += 1 }
    func draw(in canvas: Canvas, theme: Theme) { canvas.draw("body of " + title, row: 0, column: 0) }
    func handle(_ key: Key) -> Bool {
        keys.append(key)
        return usedKeys.contains(key)
    }
    func close() { closes += 1 }
}
