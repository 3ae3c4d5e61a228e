import Foundation

/// What kiji asks of the world outside the terminal: a browser and the clipboard.
public protocol ExternalActions: Sendable {
    /// Opens a URL in the user's browser; returns false when no browser could be started.
    func openInBrowser(_ url: URL) -> Bool
    /// Copies text to the system clipboard (by OSC 52); returns false when it cannot.
    @MainActor func copyToClipboard(_ text: String) -> Bool
}
