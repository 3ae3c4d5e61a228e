import Foundation
import TerminalImage
import Testing

/// Images encoded by libchafa for pixel terminals, decoded again to check what a terminal would show.
struct PixelRenderingTests {
    /// The red/green/blue bands as sixel on 6×2 cells of 10×20 pixels.
    private func sixelBands() throws -> PixelImage {
        let rendered = try ImageRendering.render(
            SymbolRenderingTests.bands, as: .pixels(.sixel), maxColumns: 6, maxRows: 10, cell: CellPixelSize(width: 10, height: 20))
        guard case .pixels(let image) = rendered else { throw RenderingMismatch(rendered: rendered) }
        return image
    }

    @Test func sixelOfThreeBands_decodedBySixel2png_hasTheSizeAndTheBandsColours() throws {
        let sixel = try sixelBands()
        #expect(sixel.extent == CellExtent(columns: 6, rows: 2))
        #expect(sixel.escapes.hasPrefix("\u{1B}P") && sixel.escapes.hasSuffix("\u{1B}\\"))
        let png = try Sixel2png.convert(Array(sixel.escapes.utf8))
        let picture = try DecodedImage(decoding: png)
        // 6×2 cells of 10×20 pixels are 60×40; libchafa writes whole six-pixel sixel bands, 36 rows.
        #expect(picture.width == 60 && picture.height == 36)
        let middle = picture.height / 2
        for (x, colour) in [(10, Colour.red), (30, Colour.green), (50, Colour.blue)] {
            let pixel = picture.pixel(x: x, y: middle)
            #expect([pixel.red, pixel.green, pixel.blue] == Array(colour.prefix(3)), "x \(x): \(pixel)")
        }
    }

    @Test func kittyOfThreeBands_carriesTheBandsAsRGBAOfTheCellsPixels() throws {
        let rendered = try ImageRendering.render(
            SymbolRenderingTests.bands, as: .pixels(.kitty), maxColumns: 6, maxRows: 10, cell: CellPixelSize(width: 10, height: 20))
        guard case .pixels(let kitty) = rendered else { throw RenderingMismatch(rendered: rendered) }
        let commands = KittyCommands(kitty.escapes)
        #expect(commands.first?.keys["f"] == "32")
        #expect(commands.first?.keys["s"] == "60" && commands.first?.keys["v"] == "40")
        // Each chunk's payload is base64 of its own.
        let chunks = try commands.map { try #require(Data(base64Encoded: $0.payload), "\($0.payload.prefix(40))") }
        let rgba = Data(chunks.joined())
        #expect(rgba.count == 60 * 40 * 4)
        let row = 20 * 60 * 4
        #expect(Array(rgba[row + 10 * 4..<row + 10 * 4 + 4]) == Colour.red)
        #expect(Array(rgba[row + 30 * 4..<row + 30 * 4 + 4]) == Colour.green)
        #expect(Array(rgba[row + 50 * 4..<row + 50 * 4 + 4]) == Colour.blue)
    }

    @Test func aKeptKittyImage_isStoredQuietlyUnderItsID_andItsVirtualPlacementCoversItsCells() throws {
        let kitty = try ImageRendering.renderKitty(
            SymbolRenderingTests.bands, id: 0x0200_002A, maxColumns: 6, maxRows: 10, cell: CellPixelSize(width: 10, height: 20))
        let commands = Array(KittyCommands(kitty.transmission))
        #expect(commands.first?.keys["a"] == "t" && commands.first?.keys["i"] == "33554474")
        #expect(commands.allSatisfy { $0.keys["q"] == "2" })
        #expect((kitty.extent.columns, kitty.extent.rows) == (6, 2))
        #expect(kitty.virtualPlacement == "\u{1B}_Ga=p,U=1,i=33554474,c=6,r=2,q=2\u{1B}\\")
    }

    @Test func iTerm2OfThreeBands_isAnInlineFileOfTheCellsSize() throws {
        let rendered = try ImageRendering.render(
            SymbolRenderingTests.bands, as: .pixels(.iterm2), maxColumns: 6, maxRows: 10, cell: CellPixelSize(width: 10, height: 20))
        guard case .pixels(let iterm) = rendered else { throw RenderingMismatch(rendered: rendered) }
        #expect(iterm.escapes.hasPrefix("\u{1B}]1337;File="))
        #expect(iterm.escapes.contains("inline=1"))
        #expect(iterm.escapes.contains("width=6") && iterm.escapes.contains("height=2"))
    }
}

/// A rendering of the wrong kind.
struct RenderingMismatch: Error {
    var rendered: RenderedImage
}

/// The graphics commands (`ESC _ G keys ; payload ESC \`) of a kitty escape string.
struct KittyCommands: Sequence {
    struct Command {
        var keys: [String: String]
        var payload: String
    }

    private var commands: [Command] = []

    init(_ escapes: String) {
        for part in escapes.components(separatedBy: "\u{1B}_G").dropFirst() {
            let body = part.components(separatedBy: "\u{1B}\\")[0]
            let halves = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            var keys: [String: String] = [:]
            for pair in halves[0].split(separator: ",") {
                let keyValue = pair.split(separator: "=", maxSplits: 1)
                if keyValue.count == 2 { keys[String(keyValue[0])] = String(keyValue[1]) }
            }
            commands.append(Command(keys: keys, payload: halves.count > 1 ? String(halves[1]) : ""))
        }
    }

    var first: Command? { commands.first }

    func makeIterator() -> IndexingIterator<[Command]> { commands.makeIterator() }
}

/// libsixel's `sixel2png` (Debian libsixel-bin), run on a sixel escape string.
enum Sixel2png {
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    /// The PNG `sixel2png` writes for `sixel`.
    static func convert(_ sixel: [UInt8]) throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiji-sixel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.six")
        let output = folder.appendingPathComponent("out.png")
        try Data(sixel).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sixel2png")
        process.arguments = ["-i", input.path, "-o", output.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let png = FileManager.default.contents(atPath: output.path) else {
            throw Failed(description: "sixel2png exited \(process.terminationStatus) (Scripts/install-system-packages installs libsixel-bin)")
        }
        return [UInt8](png)
    }
}
