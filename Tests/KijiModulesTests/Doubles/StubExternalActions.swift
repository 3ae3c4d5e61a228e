import Foundation
import KijiModules

/// A browser and clipboard that answer as configured and record what they were asked.
final class StubExternalActions: ExternalActions, @unchecked Sendable {
    private let lock = NSLock()
    private let browserWorks: Bool
    private let clipboardWorks: Bool
    private var _opened: [URL] = []
    private var _copied: [String] = []

    init(browserWorks: Bool = true, clipboardWorks: Bool = true) {
        self.browserWorks = browserWorks
        self.clipboardWorks = clipboardWorks
    }

    var opened: [URL] { lock.withLock { _opened } }
    var copied: [String] { lock.withLock { _copied } }

    func openInBrowser(_ url: URL) -> Bool {
        lock.withLock { _opened.append(url) }
        return browserWorks
    }

    func copyToClipboard(_ text: String) -> Bool {
        lock.withLock { _copied.append(text) }
        return clipboardWorks
    }
}
