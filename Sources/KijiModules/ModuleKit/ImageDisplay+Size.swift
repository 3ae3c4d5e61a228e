import ArticleLayout
import TerminalImage
import TerminalUI

extension ImageDisplay {
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
