import TerminalImage
import Testing

/// How many cells an image takes: aspect kept on the cell's pixels, within the block allowed.
struct CellExtentTests {
    @Test func aWideScreenshot_fillsTheWidthAndKeepsItsAspect() {
        let extent = CellExtent.fitting(width: 1600, height: 1200, maxColumns: 80, maxRows: 30, cell: .fallback)
        // 80 columns are 800 pixels; 1600×1200 at half size is 800×600, 30 rows of 20 pixels.
        #expect(extent == CellExtent(columns: 80, rows: 30))
    }

    @Test func aTallImage_isBoundByTheRows() {
        let extent = CellExtent.fitting(width: 400, height: 4000, maxColumns: 80, maxRows: 20, cell: .fallback)
        // 20 rows are 400 pixels, a tenth: 40×400 pixels, 4 columns.
        #expect(extent == CellExtent(columns: 4, rows: 20))
    }

    @Test func aSmallImage_isNotEnlargedUnlessAsked() {
        #expect(CellExtent.fitting(width: 32, height: 32, maxColumns: 80, maxRows: 20) == CellExtent(columns: 3, rows: 2))
        #expect(
            CellExtent.fitting(width: 32, height: 32, maxColumns: 80, maxRows: 20, enlarging: true)
                == CellExtent(columns: 40, rows: 20))
    }

    @Test func theCellsPixelSize_changesTheRowsForTheSameImage() {
        let square = CellPixelSize(width: 10, height: 10)
        #expect(CellExtent.fitting(width: 800, height: 400, maxColumns: 80, maxRows: 100, cell: square) == CellExtent(columns: 80, rows: 40))
        #expect(CellExtent.fitting(width: 800, height: 400, maxColumns: 80, maxRows: 100) == CellExtent(columns: 80, rows: 20))
    }

    @Test func aOnePixelImageOrNoRoom_stillTakesOneCell() {
        #expect(CellExtent.fitting(width: 1, height: 1, maxColumns: 80, maxRows: 20) == CellExtent(columns: 1, rows: 1))
        #expect(CellExtent.fitting(width: 500, height: 500, maxColumns: 0, maxRows: 0) == CellExtent(columns: 1, rows: 1))
    }
}
