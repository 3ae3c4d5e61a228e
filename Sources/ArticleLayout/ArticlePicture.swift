import TerminalUI

/// An image drawn as rows of cells, to stand in an article where its placeholder was.
///
/// The rows come from whoever draws the image (colour blocks for a symbols terminal, or blank
/// rows that a pixel image is painted over); layout only places them and makes them lead to the
/// image, so Tab reaches it like a link.
public struct ArticlePicture: Hashable, Sendable {
    /// The rows, top first, each at most ``columns`` wide.
    public var rows: [StyledLine]
    /// The columns the picture takes.
    public var columns: Int

    /// A picture of `rows`, `columns` wide.
    public init(rows: [StyledLine], columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// A picture of `rows` blank rows, `columns` wide: room kept for pixels painted after the frame.
    public static func blank(columns: Int, rows: Int) -> ArticlePicture {
        let row = StyledLine(DisplayText(sanitizing: String(repeating: " ", count: max(1, columns))))
        return ArticlePicture(rows: Array(repeating: row, count: max(1, rows)), columns: max(1, columns))
    }
}

/// The pictures of an article's images that are ready, by image address.
///
/// An image with no picture here (still loading, failed, or images off) shows its `[image: alt]`
/// placeholder.
public struct ArticlePictures: Hashable, Sendable {
    private var byAddress: [String: ArticlePicture] = [:]

    /// No pictures: every image shows its placeholder.
    public static let none = ArticlePictures()

    /// Pictures of your own.
    public init(_ byAddress: [String: ArticlePicture] = [:]) {
        self.byAddress = byAddress
    }

    /// The picture of the image at `address`, if it is ready.
    public subscript(address: String) -> ArticlePicture? {
        get { byAddress[address] }
        set { byAddress[address] = newValue }
    }

    /// Whether no image has a picture.
    public var isEmpty: Bool { byAddress.isEmpty }
}
