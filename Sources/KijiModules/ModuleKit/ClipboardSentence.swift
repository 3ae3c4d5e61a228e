import Localization

extension ClipboardCopy {
    /// The sentence that says truly what became of copying `text`; `copy` nil when it failed.
    static func sentence(for copy: ClipboardCopy?, of text: String) -> (message: String, isError: Bool) {
        switch copy {
        case .tmuxBuffer: (tr("Copied {text} into tmux's paste buffer.", ["text": text]), false)
        case .sentToTerminal: (tr("Sent {text} to the terminal's clipboard (OSC 52).", ["text": text]), false)
        case nil: (tr("Could not copy to the clipboard; the text is {text}", ["text": text]), true)
        }
    }

    /// The sentence that says what became of copying a code block of `lines` lines; `copy` nil when
    /// it failed. The code itself is never shown: it may be long, and its lines would not fit.
    static func sentence(for copy: ClipboardCopy?, codeLines lines: Int) -> (message: String, isError: Bool) {
        switch copy {
        case .tmuxBuffer:
            (trn("Copied {count} line of code into tmux's paste buffer.", "Copied {count} lines of code into tmux's paste buffer.", count: lines), false)
        case .sentToTerminal:
            (trn("Sent {count} line of code to the terminal's clipboard (OSC 52).", "Sent {count} lines of code to the terminal's clipboard (OSC 52).", count: lines), false)
        case nil:
            (trn("Could not copy {count} line of code to the clipboard.", "Could not copy {count} lines of code to the clipboard.", count: lines), true)
        }
    }
}
