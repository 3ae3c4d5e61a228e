import FoundationEssentials

/// What kiji asks of the world outside the terminal: a browser, the clipboard, an editor and files
/// for text that could not be sent.
public protocol ExternalActions: Sendable {
    /// Opens a URL in the user's browser; returns false when no browser could be started.
    func openInBrowser(_ url: URL) -> Bool
    /// Copies text towards the system clipboard; says where it went, or nil when it could not.
    @MainActor func copyToClipboard(_ text: String) -> ClipboardCopy?
    /// Lets the user edit `initial` in `$VISUAL`, `$EDITOR` or `vi`, with kiji's screen suspended
    /// meanwhile; says what came of it: the text as saved, or how the editor failed and where what
    /// it wrote is kept.
    @MainActor func editText(_ initial: String) -> EditorOutcome
    /// Keeps `text` that could not be sent in a new file only the user can read; returns its path,
    /// or nil when it could not be written.
    func keepUnsent(_ text: String) -> String?
}

extension ExternalActions {
    /// Opens `url` in the browser when it is a web address (http or https); returns false otherwise
    /// or when no browser could be started.
    func openWebAddress(_ url: String) -> Bool {
        guard let address = URL(string: url), ["http", "https"].contains(address.scheme?.lowercased()) else {
            return false
        }
        return openInBrowser(address)
    }
}
