/// A screen that widgets draw on, cell by cell, one frame at a time.
///
/// Two implementations exist: ``NcursesTerminal`` for the real screen and ``MemoryTerminal`` for
/// tests. Widgets draw through a ``Canvas`` and never know which one they have.
@MainActor
public protocol Terminal: AnyObject {
    /// The current size.
    var size: TerminalSize { get }

    /// Starts a frame: every cell becomes blank, nothing is sent yet.
    func beginFrame()

    /// Puts a cell at a position; positions outside the screen are ignored, and a wide cell that
    /// does not fit before the right edge becomes a blank.
    func put(_ cell: Cell, row: Int, column: Int)

    /// Places the cursor and shows it, or hides it when `visible` is false.
    func setCursor(row: Int, column: Int, visible: Bool)

    /// Ends a frame: only the cells that changed since the last frame reach the screen.
    func endFrame()
}
