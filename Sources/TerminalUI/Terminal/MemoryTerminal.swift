/// An in-memory grid of cells for tests: what a widget draws can be read back as rows of text.
@MainActor
public final class MemoryTerminal: Terminal {
    /// The current size.
    public private(set) var size: TerminalSize
    private var grid: CellGrid
    /// The cursor position, or `nil` when hidden.
    public private(set) var cursor: (row: Int, column: Int)?
    /// Number of frames ended so far.
    public private(set) var framesDrawn = 0
    /// How often ``forceFullRedraw()`` was called.
    public private(set) var fullRedrawsRequested = 0
    /// The pixels the frame being composed (or the last one) asked for, in order.
    public private(set) var rasters: [RasterPaint] = []
    /// The kitty placements the frame being composed (or the last one) asked for, in order.
    public private(set) var kittyPlacements: [KittyPlacement] = []
    /// The kitty images the frame being composed (or the last one) kept, placed, held or not.
    public private(set) var keptKittyImages: Set<UInt32> = []
    /// The kitty images the frame being composed (or the last one) held for its placeholder cells,
    /// in order.
    public private(set) var heldKittyImages: [UInt32] = []

    /// Creates a blank terminal of `size`.
    public init(size: TerminalSize) {
        self.size = size
        grid = CellGrid(size: size)
    }

    /// Changes the size, as a window resize would; the contents become blank.
    public func resize(to newSize: TerminalSize) {
        size = newSize
        grid = CellGrid(size: newSize)
    }

    /// Starts a frame with blank cells.
    public func beginFrame() {
        grid.clear()
        rasters = []
        kittyPlacements = []
        keptKittyImages = []
        heldKittyImages = []
    }

    /// Records pixels asked for over the frame.
    public func paint(_ raster: RasterPaint) {
        rasters.append(raster)
    }

    /// Records a kitty placement asked for over the frame.
    public func place(_ placement: KittyPlacement, of image: KittyImageUpload) {
        kittyPlacements.append(placement)
        keptKittyImages.insert(image.id)
    }

    /// Records the kitty images kept by the frame.
    public func keepKittyImages(_ ids: [UInt32]) {
        keptKittyImages.formUnion(ids)
    }

    /// Records a kitty image held by the frame for its placeholder cells.
    public func hold(_ image: KittyImageUpload) {
        heldKittyImages.append(image.id)
        keptKittyImages.insert(image.id)
    }

    /// Puts a cell, clipping to the grid and keeping wide characters whole.
    public func put(_ cell: Cell, row: Int, column: Int) {
        grid.put(cell, row: row, column: column)
    }

    /// Puts cells side by side into the frame.
    public func put(_ cells: ArraySlice<Cell>, row: Int, column: Int) {
        grid.put(cells, row: row, column: column)
    }

    /// Records the cursor.
    /// Counts the request; a memory frame is always drawn whole.
    public func forceFullRedraw() {
        fullRedrawsRequested += 1
    }

    public func setCursor(row: Int, column: Int, visible: Bool) {
        cursor = visible ? (row, column) : nil
    }

    /// Counts the frame.
    public func endFrame() {
        framesDrawn += 1
    }

    /// Every row as text; a wide character appears once, its continuation cell is skipped.
    public var rows: [String] {
        (0..<size.rows).map(row)
    }

    /// One row as text.
    public func row(_ index: Int) -> String {
        var text = ""
        for slot in grid.row(index) {
            if case .cell(let cell) = slot { text.append(cell.character) }
        }
        return text
    }

    /// The cell at a position, or `nil` for a continuation cell or a position outside the grid.
    public func cell(row: Int, column: Int) -> Cell? {
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return nil }
        if case .cell(let cell) = grid[row, column] { return cell }
        return nil
    }

    /// The total columns covered by the cells of a row (equals the width when nothing overflowed).
    public func coveredColumns(row: Int) -> Int {
        grid.row(row).reduce(0) { total, slot in
            if case .cell(let cell) = slot { return total + cell.width }
            return total
        }
    }
}
