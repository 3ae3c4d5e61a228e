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

    /// The block an image at `spot` is drawn in, in a pager `height` rows high: the columns
    /// beside any gutter, fewer when `<img width=…>` asks for fewer pixels (`requestedWidth`),
    /// and at most ``maxRows`` rows, else half the pager's height; with kitty's placeholders, no
    /// more rows or columns than their diacritics number.
    func size(for spot: ArticleImageSpot, requestedWidth: Int?, pagerHeight height: Int) -> ArticleImages.Size {
        var columns = spot.availableColumns
        if let pixels = requestedWidth { columns = min(columns, max(1, (pixels + cell.width - 1) / cell.width)) }
        var rows = maxRows ?? max(1, height / 2)
        if kittyPlaceholders {
            columns = min(columns, KittyPlaceholder.largestExtent)
            rows = min(rows, KittyPlaceholder.largestExtent)
        }
        return ArticleImages.Size(columns: columns, rows: rows)
    }
}

extension Dependencies {
    /// Where the detail screen fetches images from; nil when nothing provides them, so that `i`
    /// says so rather than every image failing.
    var imageSource: (any ImageRepository)? { images is ImagesUnavailable ? nil : images }
}
