/// Something the event loop delivers to.
public enum Event: Sendable, Hashable {
    /// A key, mouse event or ncurses resize notice.
    case key(Key)
    /// The terminal now has this size; layout should be recomputed.
    case resize(TerminalSize)
    /// The spinner advanced (sent only while the loop is busy).
    case tick
}

/// The root of what is on screen: it draws the whole frame and handles events.
@MainActor
public protocol Component: AnyObject {
    /// Draws the whole frame into `canvas`.
    func draw(in canvas: Canvas)

    /// Handles an event; the loop redraws afterwards.
    func handle(_ event: Event)
}
