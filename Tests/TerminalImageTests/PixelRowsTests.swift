import TerminalImage
import Testing

/// Images encoded one row of cells at a time, so that a pager paints only the rows on screen.
struct PixelRowsTests {
    private let cell = CellPixelSize(width: 10, height: 20)

    @Test func sixelRowsOfThreeBands_eachReachIntoTheNextButTheLast_andKeepTheBandsColours() throws {
        let rows = try ImageRendering.renderRows(SymbolRenderingTests.bands, as: .sixel, maxColumns: 6, maxRows: 10, cell: cell)
        #expect(rows.extent == CellExtent(columns: 6, rows: 2))
        #expect(rows.rows.count == 2 && rows.cutRows.count == 2)
        // A row's 20 pixels: in whole six-pixel bands, 24 reaching into the next row; cut, its 20.
        let heights = try (rows.rows + rows.cutRows).map { try DecodedImage(decoding: Sixel2png.convert(Array($0.utf8))).height }
        #expect(heights == [24, 20, 20, 20])
        for escapes in rows.rows {
            let picture = try DecodedImage(decoding: Sixel2png.convert(Array(escapes.utf8)))
            #expect(picture.width == 60)
            for (x, colour) in [(10, Colour.red), (30, Colour.green), (50, Colour.blue)] {
                let pixel = picture.pixel(x: x, y: 9)
                #expect([pixel.red, pixel.green, pixel.blue] == Array(colour.prefix(3)), "x \(x): \(pixel)")
            }
        }
    }

    @Test func aSixelRowKeptWithinItsCells_isAsHighAsTheCell_withTheImagesColoursToItsLastPixel() throws {
        for height in [19, 20, 22] {
            let rows = try ImageRendering.renderRows(
                SymbolRenderingTests.bands, as: .sixel, maxColumns: 6, maxRows: 10, cell: CellPixelSize(width: 10, height: height))
            for escapes in rows.cutRows {
                let picture = try DecodedImage(decoding: Sixel2png.convert(Array(escapes.utf8)))
                #expect(picture.height == height)
                let pixel = picture.pixel(x: 10, y: height - 1)
                #expect([pixel.red, pixel.green, pixel.blue] == Array(Colour.red.prefix(3)), "height \(height): \(pixel)")
            }
        }
    }

    @Test func theLastRowShown_isTheOneKeptWithinItsCells() throws {
        let rows = try ImageRendering.renderRows(SymbolRenderingTests.bands, as: .sixel, maxColumns: 6, maxRows: 10, cell: cell)
        #expect(rows.escapes(row: 0, isLastShown: true) == rows.cutRows[0])
        #expect(rows.escapes(row: 0, isLastShown: false) == rows.rows[0])
        #expect(rows.rows[0] != rows.cutRows[0])
    }
}
