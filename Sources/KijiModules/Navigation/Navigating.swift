/// The stack of screens; routers push and pop through it and nothing else does.
@MainActor
public protocol Navigating: AnyObject {
    /// Shows `screen` on top of the current one.
    func push(_ screen: any Screen)
    /// Removes the top screen (and closes it); on the root screen, quits.
    func pop()
    /// Ends the program.
    func quit()
}
