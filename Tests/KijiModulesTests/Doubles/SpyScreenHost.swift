import TerminalUI
@testable import KijiModules

/// Records what a screen asks of its shell: the spinner's activities and the notes it says.
@MainActor
final class SpyScreenHost: ScreenHost {
    private(set) var begun = 0
    private(set) var ended = 0
    private(set) var notes: [(message: DisplayText, isError: Bool, detail: DisplayText)] = []

    /// The newest note's text, if any.
    var lastNote: String? { notes.last?.message.string }

    func setNeedsDisplay() {}
    func beginActivity() { begun += 1 }
    func endActivity() { ended += 1 }
    func say(_ message: DisplayText, isError: Bool, detail: DisplayText) { notes.append((message, isError, detail)) }
}
