import CChafa

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
    ) -> SymbolImage {
        let canvas = makeCanvas(
            image, extent: extent, cell: cell, pixelMode: CHAFA_PIXEL_MODE_SYMBOLS,
            canvasMode: colors == .trueColor ? CHAFA_CANVAS_MODE_TRUECOLOR : CHAFA_CANVAS_MODE_INDEXED_256)
        defer { chafa_canvas_unref(canvas) }
        var cells: [ImageCell] = []
        cells.reserveCapacity(extent.columns * extent.rows)
        for row in 0..<extent.rows {
            for column in 0..<extent.columns {
                var foreground: gint = -1
                var background: gint = -1
                chafa_canvas_get_raw_colors_at(canvas, gint(column), gint(row), &foreground, &background)
                cells.append(
                    ImageCell(
                        character: printableCharacter(chafa_canvas_get_char_at(canvas, gint(column), gint(row))),
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
    ) -> PixelImage {
        let canvas = makeCanvas(image, extent: extent, cell: cell, pixelMode: pixelMode(pixelProtocol), canvasMode: CHAFA_CANVAS_MODE_TRUECOLOR)
        return PixelImage(pixelProtocol: pixelProtocol, extent: extent, escapes: printed(canvas))
    }

    /// The image encoded for kitty's graphics protocol to cover `extent`, to be kept by the
    /// terminal under `id` (not 0) and placed where it is shown; nil when libchafa's output is not
    /// in the form expected.
    public static func kitty(_ image: borrowing DecodedImage, id: UInt32, extent: CellExtent, cell: CellPixelSize = .fallback) -> KittyImage? {
        let canvas = makeCanvas(image, extent: extent, cell: cell, pixelMode: CHAFA_PIXEL_MODE_KITTY, canvasMode: CHAFA_CANVAS_MODE_TRUECOLOR)
        return KittyImage(chafaEscapes: printed(canvas), id: id, extent: extent)
    }

    /// The image encoded in `pixelProtocol` one row of cells at a time, to cover `extent` (see
    /// ``PixelRows``). A sixel's height is a multiple of six pixels, so each row is encoded twice:
    /// reaching down into the next row (painted over by it), and cut short within its own cells.
    public static func pixelRows(
        _ image: borrowing DecodedImage, as pixelProtocol: PixelProtocol, extent: CellExtent,
        cell: CellPixelSize = .fallback
    ) -> PixelRows {
        let sixth = pixelProtocol == .sixel ? 6 : 1
        let reaching = (cell.height + sixth - 1) / sixth * sixth
        let within = max(sixth, cell.height / sixth * sixth)
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
                let canvas = makeCanvas(
                    pixels: strip, width: image.width, height: last - first, extent: CellExtent(columns: extent.columns, rows: 1),
                    cell: CellPixelSize(width: cell.width, height: height), pixelMode: pixelMode(pixelProtocol),
                    canvasMode: CHAFA_CANVAS_MODE_TRUECOLOR)
                return printed(canvas)
            }
            for row in 0..<extent.rows {
                let top = row * cell.height
                let cut = encoded(fromPixel: top, height: within)
                rows.append(row == extent.rows - 1 || reaching == within ? cut : encoded(fromPixel: top, height: reaching))
                cutRows.append(cut)
            }
        }
        return PixelRows(pixelProtocol: pixelProtocol, extent: extent, rows: rows, cutRows: cutRows)
    }

    private static func pixelMode(_ pixelProtocol: PixelProtocol) -> ChafaPixelMode {
        switch pixelProtocol {
        case .sixel: CHAFA_PIXEL_MODE_SIXELS
        case .kitty: CHAFA_PIXEL_MODE_KITTY
        case .iterm2: CHAFA_PIXEL_MODE_ITERM2
        }
    }

    /// What libchafa prints for `canvas`, which it then frees.
    private static func printed(_ canvas: OpaquePointer?) -> String {
        defer { chafa_canvas_unref(canvas) }
        let database = chafa_term_db_get_default()
        let terminal = chafa_term_db_get_fallback_info(database)
        defer { chafa_term_info_unref(terminal) }
        let printed = chafa_canvas_print(canvas, terminal)
        defer { kiji_chafa_free_string(printed) }
        let escapes: String =
            if let printed, let characters = printed.pointee.str {
                String(decoding: UnsafeRawBufferPointer(start: characters, count: Int(printed.pointee.len)), as: UTF8.self)
            } else {
                ""
            }
        return escapes
    }

    /// A canvas of `extent` cells with `image` drawn in, scaled to fill it.
    private static func makeCanvas(
        _ image: borrowing DecodedImage, extent: CellExtent, cell: CellPixelSize, pixelMode: ChafaPixelMode,
        canvasMode: ChafaCanvasMode
    ) -> OpaquePointer? {
        image.withRGBA { rgba in
            makeCanvas(
                pixels: UnsafeRawBufferPointer(rgba), width: image.width, height: image.height, extent: extent, cell: cell,
                pixelMode: pixelMode, canvasMode: canvasMode)
        }
    }

    /// A canvas of `extent` cells with `width` × `height` RGBA `pixels` drawn in, scaled to fill it.
    private static func makeCanvas(
        pixels: UnsafeRawBufferPointer, width: Int, height: Int, extent: CellExtent, cell: CellPixelSize,
        pixelMode: ChafaPixelMode, canvasMode: ChafaCanvasMode
    ) -> OpaquePointer? {
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, gint(extent.columns), gint(extent.rows))
        chafa_canvas_config_set_cell_geometry(config, gint(cell.width), gint(cell.height))
        chafa_canvas_config_set_pixel_mode(config, pixelMode)
        chafa_canvas_config_set_canvas_mode(config, canvasMode)
        let symbols = chafa_symbol_map_new()
        defer { chafa_symbol_map_unref(symbols) }
        chafa_symbol_map_add_by_tags(symbols, ChafaSymbolTags(CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue))
        chafa_symbol_map_remove_by_tags(symbols, CHAFA_SYMBOL_TAG_WIDE)
        chafa_canvas_config_set_symbol_map(config, symbols)
        let canvas = chafa_canvas_new(config)
        chafa_canvas_draw_all_pixels(
            canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress?.assumingMemoryBound(to: guint8.self), gint(width),
            gint(height), gint(width * 4))
        return canvas
    }

    /// libchafa's character, or a space for anything that is not a printable one-column character.
    private static func printableCharacter(_ code: gunichar) -> Unicode.Scalar {
        guard let scalar = Unicode.Scalar(code), scalar.value >= 0x20, scalar.value != 0x7F,
            !(0x80..<0xA0).contains(scalar.value)
        else { return " " }
        return scalar
    }

    /// A raw libchafa colour: packed RGB in true colour, a palette index in 256 colours, negative
    /// (or past the palette) for transparent.
    private static func cellColor(_ raw: gint, colors: SymbolColors) -> CellColor {
        guard raw >= 0 else { return .terminalDefault }
        switch colors {
        case .trueColor:
            return .rgb(red: UInt8(truncatingIfNeeded: raw >> 16), green: UInt8(truncatingIfNeeded: raw >> 8), blue: UInt8(truncatingIfNeeded: raw))
        case .palette256:
            return raw < 256 ? .indexed(UInt8(raw)) : .terminalDefault
        }
    }
}
