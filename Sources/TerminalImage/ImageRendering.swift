/// What an image is drawn as: symbols in colour cells, or a pixel protocol's escapes.
public enum ImageOutput: Equatable, Sendable {
    /// Block characters with colours, for every terminal.
    case symbols(SymbolColors)
    /// A pixel protocol libchafa encodes.
    case pixels(PixelProtocol)
}

/// An image ready for the terminal: what is kept once the decoded pixels are freed.
public enum RenderedImage: Equatable, Sendable {
    /// Cells for the caller to draw as styled text.
    case symbols(SymbolImage)
    /// An escape sequence for a pixel terminal.
    case pixels(PixelImage)

    /// The block of cells it takes.
    public var extent: CellExtent {
        switch self {
        case .symbols(let image): image.extent
        case .pixels(let image): image.extent
        }
    }
}

/// From an image's bytes to what a terminal shows, in one call.
public enum ImageRendering {
    /// Checks the header of `bytes` against `limits`, decodes them, fits the image within
    /// `maxColumns` × `maxRows` cells of `cell` pixels with its aspect kept, draws it as `output`,
    /// and frees the pixels before returning.
    public static func render(
        _ bytes: [UInt8], as output: ImageOutput, maxColumns: Int, maxRows: Int, cell: CellPixelSize = .fallback,
        limits: ImageLimits = .standard
    ) throws(ImageError) -> RenderedImage {
        let image = try DecodedImage(decoding: bytes, limits: limits)
        let extent = CellExtent.fitting(
            width: image.width, height: image.height, maxColumns: maxColumns, maxRows: maxRows, cell: cell)
        switch output {
        case .symbols(let colors):
            return .symbols(try ChafaRenderer.symbols(image, extent: extent, colors: colors, cell: cell))
        case .pixels(let pixelProtocol):
            return .pixels(try ChafaRenderer.pixels(image, as: pixelProtocol, extent: extent, cell: cell))
        }
    }

    /// Like ``render(_:as:maxColumns:maxRows:cell:limits:)`` for a pixel protocol, but encoded one
    /// row of cells at a time (see ``PixelRows``).
    public static func renderRows(
        _ bytes: [UInt8], as pixelProtocol: PixelProtocol, maxColumns: Int, maxRows: Int, cell: CellPixelSize = .fallback,
        limits: ImageLimits = .standard
    ) throws(ImageError) -> PixelRows {
        let image = try DecodedImage(decoding: bytes, limits: limits)
        let extent = CellExtent.fitting(
            width: image.width, height: image.height, maxColumns: maxColumns, maxRows: maxRows, cell: cell)
        return try ChafaRenderer.pixelRows(image, as: pixelProtocol, extent: extent, cell: cell)
    }

    /// Like ``render(_:as:maxColumns:maxRows:cell:limits:)`` for kitty's graphics protocol, encoded
    /// once to be kept by the terminal under `id` and placed (see ``KittyImage``).
    public static func renderKitty(
        _ bytes: [UInt8], id: UInt32, maxColumns: Int, maxRows: Int, cell: CellPixelSize = .fallback, limits: ImageLimits = .standard
    ) throws(ImageError) -> KittyImage {
        let image = try DecodedImage(decoding: bytes, limits: limits)
        let extent = CellExtent.fitting(
            width: image.width, height: image.height, maxColumns: maxColumns, maxRows: maxRows, cell: cell)
        guard let kitty = try ChafaRenderer.kitty(image, id: id, extent: extent, cell: cell) else { throw .notEncoded(.kitty) }
        return kitty
    }
}
