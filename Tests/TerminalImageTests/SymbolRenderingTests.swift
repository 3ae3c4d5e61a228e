import TerminalImage
import Testing

/// Images drawn as colour cells by libchafa.
struct SymbolRenderingTests {
    /// A 60×40 PNG of red, green and blue vertical bands, 20 pixels each.
    static let bands = PNGWriter.png(
        rgba: Pictures.verticalBands([Colour.red, Colour.green, Colour.blue], width: 60, height: 40), width: 60, height: 40)

    /// The colour a cell shows most of: its background when it is blank, its ink when it is a full block.
    private func shownColour(_ cell: ImageCell) -> CellColor? {
        switch cell.character {
        case " ": cell.background
        case "█": cell.foreground
        default: cell.foreground == cell.background ? cell.foreground : nil
        }
    }

    @Test func threeBandsInTrueColour_areCellsOfThoseColoursLeftToRight() throws {
        let rendered = try ImageRendering.render(
            Self.bands, as: .symbols(.trueColor), maxColumns: 6, maxRows: 10, cell: CellPixelSize(width: 10, height: 20))
        guard case .symbols(let image) = rendered else {
            Issue.record("not symbols: \(rendered)")
            return
        }
        #expect(image.extent == CellExtent(columns: 6, rows: 2))
        let expected: [CellColor] = [
            .rgb(red: 255, green: 0, blue: 0), .rgb(red: 255, green: 0, blue: 0),
            .rgb(red: 0, green: 255, blue: 0), .rgb(red: 0, green: 255, blue: 0),
            .rgb(red: 0, green: 0, blue: 255), .rgb(red: 0, green: 0, blue: 255),
        ]
        for row in 0..<image.extent.rows {
            #expect(image.row(row).map(shownColour) == expected, "row \(row): \(Array(image.row(row)))")
        }
    }

    @Test func threeBandsIn256Colours_areThePalettesRedGreenAndBlue() throws {
        let rendered = try ImageRendering.render(Self.bands, as: .symbols(.palette256), maxColumns: 6, maxRows: 10)
        guard case .symbols(let image) = rendered else {
            Issue.record("not symbols: \(rendered)")
            return
        }
        let expected: [CellColor] = [.indexed(196), .indexed(196), .indexed(46), .indexed(46), .indexed(21), .indexed(21)]
        for row in 0..<image.extent.rows {
            #expect(image.row(row).map(shownColour) == expected, "row \(row): \(Array(image.row(row)))")
        }
    }

    @Test func aTransparentImage_leavesTheTerminalsOwnColour() throws {
        guard let clear = DecodedImage(rgba: [UInt8](repeating: 0, count: 20 * 20 * 4), width: 20, height: 20) else {
            Issue.record("20×20 RGBA refused")
            return
        }
        let image = try ChafaRenderer.symbols(clear, extent: CellExtent(columns: 2, rows: 1))
        #expect(image.cells.map(\.background) == [.terminalDefault, .terminalDefault])
    }
}
