import TerminalUI
@testable import KijiModules

/// The shell as the loop runs it, on an in-memory terminal: push a screen on ``shell``, send it
/// keys, and read back the rows of text drawn.
@MainActor
final class ShellOnMemoryTerminal {
    let terminal: MemoryTerminal
    let loop: EventLoop
    let shell: AppShell

    /// A shell on a terminal of `rows` by `columns`.
    init(rows: Int = 12, columns: Int = 80) {
        terminal = MemoryTerminal(size: TerminalSize(rows: rows, columns: columns))
        loop = EventLoop(terminal: terminal, schedulesDraws: false)
        shell = AppShell(loop: loop, theme: .standard) {}
        loop.root = shell
    }

    /// Draws a frame and returns the terminal's rows.
    func rows() -> [String] {
        loop.setNeedsDisplay()
        loop.drawIfNeeded()
        return terminal.rows
    }
}
