/// The root of what is on screen: it draws the whole frame and handles events.
@MainActor
public protocol Component: AnyObject {
    /// Draws the whole frame into `canvas`.
    func draw(in canvas: Canvas)

    /// Handles an event; the loop redraws afterwards.
    func handle(_ event: Event)

    /// Whether the frame would show only a placeholder while its content is on the way (a list
    /// before its first rows); the first frame waits a moment for it (``EventLoop/holdFirstFrame(for:)``).
    var isWaitingForContent: Bool { get }
}

extension Component {
    /// Never waiting, unless the component says so.
    public var isWaitingForContent: Bool { false }
}
