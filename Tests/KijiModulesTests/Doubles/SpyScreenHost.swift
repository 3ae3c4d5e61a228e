import TerminalUI
@testable import KijiModules

/// Records what a screen asks of its shell: the spinner's activities, the notes it says, and the
/// prompt and overlay it shows.
@MainActor
final class SpyScreenHost: ScreenHost {
    private(set) var begun = 0
    private(set) var ended = 0
    private(set) var notes: [(message: DisplayText, isError: Bool, detail: DisplayText)] = []
    /// The prompt shown last, until a test finishes it.
    var prompt: (any PromptScreen)?
    /// The overlay shown last, until a test closes it.
    var overlay: (any OverlayScreen)?

    /// The newest note's text, if any.
    var lastNote: String? { notes.last?.message.string }

    func setNeedsDisplay() {}
    func beginActivity() { begun += 1 }
    func endActivity() { ended += 1 }
    func say(_ message: DisplayText, isError: Bool, detail: DisplayText) { notes.append((message, isError, detail)) }
    func showPrompt(_ prompt: any PromptScreen) { self.prompt = prompt }
    func showOverlay(_ overlay: any OverlayScreen) { self.overlay = overlay }
}
