import ArticleLayout
import KijiDomain
import TerminalImage
import TerminalUI

/// How the detail screen shows an article's images: drawn in colour blocks, painted in a pixel
/// protocol, or left as their `[image: alt]` placeholders.
public struct ImageDisplay: Sendable, Equatable {
    /// Whether images are drawn when an article opens; `i` turns them on and off in an article.
    public var startsShown: Bool
    /// The most rows an image takes (`image_max_rows`); nil for half the pager's height.
    public var maxRows: Int?
    /// A terminal cell's size in pixels, which keeps an image's aspect.
    public var cell: CellPixelSize
    /// The pixel protocol images are painted in after each frame; nil for colour blocks.
    public var pixels: PixelProtocol?
    /// Whether kitty images are shown by Unicode placeholder cells (the terminal draws them)
    /// rather than placed after each frame.
    public var kittyPlaceholders: Bool

    /// A display of your own, on cells of `cellPixels` (width, height) when the terminal gives them,
    /// in `pixels` (nil: colour blocks), kitty's shown by placeholder cells when `kittyPlaceholders`.
    public init(
        startsShown: Bool, maxRows: Int? = nil, cellPixels: (width: Int, height: Int)? = nil, pixels: PixelProtocol? = nil,
        kittyPlaceholders: Bool = false
    ) {
        self.startsShown = startsShown
        self.pixels = pixels
        self.kittyPlaceholders = pixels == .kitty && kittyPlaceholders
        self.maxRows = maxRows.map { max(1, $0) }
        cell = cellPixels.map { CellPixelSize(width: $0.width, height: $0.height) } ?? .fallback
    }

    /// Images stay placeholders until `i`.
    public static let off = ImageDisplay(startsShown: false)
}

extension Dependencies {
    /// Where the detail screen fetches images from; nil when nothing provides them, so that `i`
    /// says so rather than every image failing.
    var imageSource: (any ImageRepository)? { images is ImagesUnavailable ? nil : images }
}
