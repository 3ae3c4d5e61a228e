import TerminalUI

/// A box the shell draws over the whole screen, taking the keys until it is done: an article's outline.
@MainActor
public protocol OverlayScreen: AnyObject {
    /// Draws the box over `canvas`, the whole terminal.
    func draw(in canvas: Canvas, theme: Theme)
    /// Handles a key; returns false once the overlay is done (a choice made, or closed).
    func handle(_ key: Key) -> Bool
}
