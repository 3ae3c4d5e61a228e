import KijiModules
import TerminalUI

/// A prompt that draws one word and takes every key until Enter or Esc.
@MainActor
final class SpyPrompt: PromptScreen {
    func draw(in canvas: Canvas, theme: Theme) { canvas.draw("Prompt", row: 0, column: 0) }
    func handle(_ key: Key) -> Bool { key != .enter && key != .escape }
    func paste(_ text: String) {}
}
