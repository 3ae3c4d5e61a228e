import CChafa
import Glibc

/// The colours a symbols image may use.
public enum SymbolColors: Equatable, Sendable {
    /// 24-bit colour for each cell.
    case trueColor
    /// The xterm 256-colour palette.
    case palette256
}

/// The pixel protocols a terminal may speak, each encoded by libchafa.
public enum PixelProtocol: String, Equatable, Sendable, CaseIterable {
    /// DEC sixel graphics (xterm -ti vt340, foot, mlterm, WezTerm …).
    case sixel
    /// kitty's graphics protocol.
    case kitty
    /// iTerm2's inline images (also WezTerm, Konsole).
    case iterm2
}

/// An image encoded for a pixel protocol, to be written at the top-left cell of its block.
public struct PixelImage: Equatable, Sendable {
    /// The protocol it speaks.
    public var pixelProtocol: PixelProtocol
    /// The block of cells it covers.
    public var extent: CellExtent
    /// libchafa's escape sequence: the only image bytes that may reach the terminal.
    public var escapes: String
}

/// Draws decoded pixels with libchafa, in symbols or in a pixel protocol.
public enum ChafaRenderer {
    /// The image as block characters filling `extent`, with colours from `colors`.
    public static func symbols(
        _ image: borrowing DecodedImage, extent: CellExtent, colors: SymbolColors = .trueColor,
        cell: CellPixelSize = .fallback
    ) throws(ImageError) -> SymbolImage {
        let canvas = try makeCanvas(
            image, extent: extent, cell: cell, pixelMode: KIJI_CHAFA_SYMBOLS,
            canvasMode: colors == .trueColor ? KIJI_CHAFA_TRUECOLOR : KIJI_CHAFA_INDEXED_256)
        defer { kiji_chafa_canvas_free(canvas) }
        var cells: [ImageCell] = []
        cells.reserveCapacity(extent.columns * extent.rows)
        for row in 0..<extent.rows {
            for column in 0..<extent.columns {
                var foreground: Int32 = -1
                var background: Int32 = -1
                kiji_chafa_canvas_colors_at(canvas, Int32(column), Int32(row), &foreground, &background)
                cells.append(
                    ImageCell(
                        character: printableCharacter(kiji_chafa_canvas_char_at(canvas, Int32(column), Int32(row))),
                        foreground: cellColor(foreground, colors: colors),
                        background: cellColor(background, colors: colors)))
            }
        }
        return SymbolImage(extent: extent, cells: cells)
    }

    /// The image encoded in `pixelProtocol` to cover `extent`, on cells of `cell` pixels.
    public static func pixels(
        _ image: borrowing DecodedImage, as pixelProtocol: PixelProtocol, extent: CellExtent,
        cell: CellPixelSize = .fallback
    ) throws(ImageError) -> PixelImage {
        let canvas = try makeCanvas(image, extent: extent, cell: cell, pixelMode: pixelMode(pixelProtocol), canvasMode: KIJI_CHAFA_TRUECOLOR)
        return PixelImage(pixelProtocol: pixelProtocol, extent: extent, escapes: printed(canvas))
    }

    /// The image encoded for kitty's graphics protocol to cover `extent`, to be kept by the
    /// terminal under `id` (not 0) and placed where it is shown; nil when libchafa's output is not
    /// in the form expected.
    public static func kitty(
        _ image: borrowing DecodedImage, id: UInt32, extent: CellExtent, cell: CellPixelSize = .fallback
    ) throws(ImageError) -> KittyImage? {
        let canvas = try makeCanvas(image, extent: extent, cell: cell, pixelMode: KIJI_CHAFA_KITTY, canvasMode: KIJI_CHAFA_TRUECOLOR)
        return KittyImage(chafaEscapes: printed(canvas), id: id, extent: extent)
    }

    /// The image encoded in `pixelProtocol` one row of cells at a time, to cover `extent` (see
    /// ``PixelRows``). libchafa makes a sixel's height a multiple of six pixels, so each row is
    /// encoded in whole bands reaching down into the next row (painted over by it), and that cut
    /// to the cell's height (``SixelCut``) for the row with nothing painted below it.
    public static func pixelRows(
        _ image: borrowing DecodedImage, as pixelProtocol: PixelProtocol, extent: CellExtent,
        cell: CellPixelSize = .fallback
    ) throws(ImageError) -> PixelRows {
        try ChafaLibrary.ensureLoaded()
        let sixth = pixelProtocol == .sixel ? 6 : 1
        let reaching = (cell.height + sixth - 1) / sixth * sixth
        let total = extent.rows * cell.height
        var rows: [String] = []
        var cutRows: [String] = []
        rows.reserveCapacity(extent.rows)
        cutRows.reserveCapacity(extent.rows)
        image.withRGBA { rgba in
            func encoded(fromPixel top: Int, height: Int) -> String {
                let first = min(image.height - 1, top * image.height / total)
                let last = max(first + 1, min(image.height, (top + height) * image.height / total))
                let strip = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: rgba[(first * image.width * 4)..<(last * image.width * 4)]))
                let canvas = canvas(
                    pixels: strip, width: image.width, height: last - first, extent: CellExtent(columns: extent.columns, rows: 1),
                    cell: CellPixelSize(width: cell.width, height: height), pixelMode: pixelMode(pixelProtocol),
                    canvasMode: KIJI_CHAFA_TRUECOLOR)
                return printed(canvas)
            }
            for row in 0..<extent.rows {
                let whole = encoded(fromPixel: row * cell.height, height: reaching)
                let cut = reaching == cell.height ? whole : SixelCut.cut(whole, toHeight: cell.height)
                rows.append(row == extent.rows - 1 ? cut : whole)
                cutRows.append(cut)
            }
        }
        return PixelRows(pixelProtocol: pixelProtocol, extent: extent, rows: rows, cutRows: cutRows)
    }

    private static func pixelMode(_ pixelProtocol: PixelProtocol) -> kiji_chafa_pixel_mode {
        switch pixelProtocol {
        case .sixel: KIJI_CHAFA_SIXELS
        case .kitty: KIJI_CHAFA_KITTY
        case .iterm2: KIJI_CHAFA_ITERM2
        }
    }

    /// What libchafa prints for `canvas`, which it then frees.
    private static func printed(_ canvas: OpaquePointer?) -> String {
        defer { kiji_chafa_canvas_free(canvas) }
        var length = 0
        guard let printed = kiji_chafa_canvas_print(canvas, &length) else { return "" }
        defer { free(printed) }
        return String(decoding: UnsafeRawBufferPointer(start: printed, count: length), as: UTF8.self)
    }

    /// A canvas of `extent` cells with `image` drawn in, scaled to fill it; libchafa is loaded first.
    private static func makeCanvas(
        _ image: borrowing DecodedImage, extent: CellExtent, cell: CellPixelSize, pixelMode: kiji_chafa_pixel_mode,
        canvasMode: kiji_chafa_canvas_mode
    ) throws(ImageError) -> OpaquePointer? {
        try ChafaLibrary.ensureLoaded()
        return image.withRGBA { rgba in
            canvas(
                pixels: UnsafeRawBufferPointer(rgba), width: image.width, height: image.height, extent: extent, cell: cell,
                pixelMode: pixelMode, canvasMode: canvasMode)
        }
    }

    /// A canvas of `extent` cells with `width` × `height` RGBA `pixels` drawn in, scaled to fill it.
    private static func canvas(
        pixels: UnsafeRawBufferPointer, width: Int, height: Int, extent: CellExtent, cell: CellPixelSize,
        pixelMode: kiji_chafa_pixel_mode, canvasMode: kiji_chafa_canvas_mode
    ) -> OpaquePointer? {
        kiji_chafa_canvas_draw(
            Int32(extent.columns), Int32(extent.rows), Int32(cell.width), Int32(cell.height), pixelMode, canvasMode,
            pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height))
    }

    /// libchafa's character, or a space for anything that is not a printable one-column character.
    private static func printableCharacter(_ code: UInt32) -> Unicode.Scalar {
        guard let scalar = Unicode.Scalar(code), scalar.value >= 0x20, scalar.value != 0x7F,
            !(0x80..<0xA0).contains(scalar.value)
        else { return " " }
        return scalar
    }

    /// A raw libchafa colour: packed RGB in true colour, a palette index in 256 colours, negative
    /// (or past the palette) for transparent.
    private static func cellColor(_ raw: Int32, colors: SymbolColors) -> CellColor {
        guard raw >= 0 else { return .terminalDefault }
        switch colors {
        case .trueColor:
            return .rgb(red: UInt8(truncatingIfNeeded: raw >> 16), green: UInt8(truncatingIfNeeded: raw >> 8), blue: UInt8(truncatingIfNeeded: raw))
        case .palette256:
            return raw < 256 ? .indexed(UInt8(raw)) : .terminalDefault
        }
    }
}
