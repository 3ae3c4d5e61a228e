import TerminalUI

/// A one-line prompt the shell shows in place of the status bar, such as search.
@MainActor
public protocol PromptScreen: AnyObject {
    /// Draws the prompt on the first row of `canvas`.
    func draw(in canvas: Canvas, theme: Theme)
    /// Handles a key; returns false once the prompt is finished (submitted or cancelled).
    func handle(_ key: Key) -> Bool
    /// Inserts pasted text (already sanitised; it may hold newlines) as the prompt's kind of text.
    func paste(_ text: String)
}
