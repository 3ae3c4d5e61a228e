import TerminalUI

/// The find prompt (`/`): a one-line editor on the status row that hands its text to `onSubmit`.
@MainActor
final class FindPrompt: PromptScreen {
    private var field = PromptField(label: tr("Find: "))
    private let onSubmit: (String) -> Void

    /// Creates a prompt that calls `onSubmit` with the text on Enter; Esc closes it and calls nothing.
    init(onSubmit: @escaping (String) -> Void) { self.onSubmit = onSubmit }

    func draw(in canvas: Canvas, theme: Theme) { field.draw(in: canvas, theme: theme) }

    func handle(_ key: Key) -> Bool {
        switch field.handle(key) {
        case .editing: return true
        case .cancelled: return false
        case .submitted(let text):
            onSubmit(text)
            return false
        }
    }

    func paste(_ text: String) { field.insert(pasted: text) }
}
