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
}
