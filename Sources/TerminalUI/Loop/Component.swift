/// The root of what is on screen: it draws the whole frame and handles events.
@MainActor
public protocol Component: AnyObject {
    /// Draws the whole frame into `canvas`.
    func draw(in canvas: Canvas)

    /// Handles an event; the loop redraws afterwards.
    func handle(_ event: Event)
}
