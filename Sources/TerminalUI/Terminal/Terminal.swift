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

    /// Puts cells side by side from a position (a wide cell takes two columns), with the same
    /// clipping as ``put(_:row:column:)``; one call per run keeps drawing a line cheap.
    func put(_ cells: ArraySlice<Cell>, row: Int, column: Int)

    /// Forgets what the screen shows, so the next frame clears it and draws every cell (for
    /// Ctrl-L, after another program wrote over the screen).
    func forceFullRedraw()

    /// Places the cursor and shows it, or hides it when `visible` is false.
    func setCursor(row: Int, column: Int, visible: Bool)

    /// Ends a frame: only the cells that changed since the last frame reach the screen.
    func endFrame()

    /// Asks for pixels over blank cells of the frame being composed, painted once its cells are
    /// sent; pixels a later frame no longer asks for are erased.
    func paint(_ raster: RasterPaint)

    /// Asks for a kitty image over blank cells of the frame being composed: sent the first time,
    /// placed once the frame's cells are sent; a placement a later frame no longer asks for is
    /// deleted.
    func place(_ placement: KittyPlacement, of image: KittyImageUpload)

    /// Keeps the kitty images `ids` in the terminal though this frame shows them nowhere; an image
    /// a frame neither places, holds nor keeps is freed.
    func keepKittyImages(_ ids: [UInt32])

    /// Asks for a kitty image whose transmission also makes its virtual placement, shown wherever
    /// the frame's cells are its ``KittyPlaceholder`` cells: sent the first time, before the
    /// frame's cells; held while frames hold or keep it.
    func hold(_ image: KittyImageUpload)
}

extension Terminal {
    /// A terminal that cannot show pixels leaves the blanks as they are.
    public func paint(_ raster: RasterPaint) {}

    /// A terminal that cannot show pixels leaves the blanks as they are.
    public func place(_ placement: KittyPlacement, of image: KittyImageUpload) {}

    /// A terminal that cannot show pixels holds no images.
    public func keepKittyImages(_ ids: [UInt32]) {}

    /// A terminal that cannot show pixels holds no images.
    public func hold(_ image: KittyImageUpload) {}
}
