import ArticleLayout
import KijiDomain
import TerminalImage
import TerminalUI

/// The pictures of an article's images for a printout (`kiji read` and `kiji preview` with
/// `--images symbols` or `sixel`): each image standing alone fetched and drawn, one after another,
/// at the size the pager would give it at the same width.
public enum PrintedImages {
    /// The pictures of the images in `lines` (the article laid out at `width` without pictures),
    /// fetched from `repository` and drawn within `display`'s rows (20 when it sets none): in colour
    /// blocks, or as blank rows with the pixel rows to print over them (by address) when `display`
    /// has a pixel protocol; with each image that failed and why.
    public static func pictures(
        in lines: [StyledLine], width: Int, requestedWidths: [String: Int], from repository: any ImageRepository,
        display: ImageDisplay
    ) async -> (pictures: ArticlePictures, pixelRows: [String: PixelRows], failures: [(address: String, reason: String)]) {
        var pictures = ArticlePictures()
        var pixelRows: [String: PixelRows] = [:]
        var failures: [(address: String, reason: String)] = []
        for spot in ArticleImageSpot.all(in: lines, width: width) where pictures[spot.address] == nil {
            let size = display.size(for: spot, requestedWidth: requestedWidths[spot.address], pagerHeight: 40)
            do throws(LoadError) {
                let bytes = try await repository.imageBytes(at: spot.address)
                switch ArticleImages.draw(bytes, size: size, cell: display.cell, pixels: display.pixels) {
                case .success(let drawing):
                    pictures[spot.address] = drawing.picture
                    pixelRows[spot.address] = drawing.pixelRows
                case .failure(let failure): failures.append((spot.address, failure.reason))
                }
            } catch {
                failures.append((spot.address, error.message))
            }
        }
        return (pictures, pixelRows, failures)
    }
}
