import Foundation
import KijiModules

/// A browser, clipboard, editor and unsent-text store that answer as configured and record what
/// they were asked.
final class StubExternalActions: ExternalActions, @unchecked Sendable {
    private let lock = NSLock()
    private let browserWorks: Bool
    private let clipboardWorks: Bool
    private var _opened: [URL] = []
    private var _copied: [String] = []
    private var _edited: [String] = []
    private var _kept: [String] = []
    /// What the editor does to the text it is given; nil stands for an editor that cannot be started.
    var editor: (@Sendable (String) -> String)?
    /// Whether unsent text can be written to a file.
    var keepingWorks = true

    init(browserWorks: Bool = true, clipboardWorks: Bool = true, editor: (@Sendable (String) -> String)? = nil) {
        self.browserWorks = browserWorks
        self.clipboardWorks = clipboardWorks
        self.editor = editor
    }

    var opened: [URL] { lock.withLock { _opened } }
    var copied: [String] { lock.withLock { _copied } }
    /// The texts the editor was opened on.
    var edited: [String] { lock.withLock { _edited } }
    /// The unsent texts kept, in order.
    var kept: [String] { lock.withLock { _kept } }

    func editText(_ initial: String) -> EditorOutcome {
        lock.withLock { _edited.append(initial) }
        return editor.map { .saved($0(initial)) } ?? .notStarted
    }

    func keepUnsent(_ text: String) -> String? {
        guard keepingWorks else { return nil }
        return lock.withLock {
            _kept.append(text)
            return "/state/kiji/unsent/comment-\(_kept.count).md"
        }
    }

    func openInBrowser(_ url: URL) -> Bool {
        lock.withLock { _opened.append(url) }
        return browserWorks
    }

    func copyToClipboard(_ text: String) -> ClipboardCopy? {
        lock.withLock { _copied.append(text) }
        return clipboardWorks ? .sentToTerminal : nil
    }
}
