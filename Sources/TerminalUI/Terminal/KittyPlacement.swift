/// An image for kitty's graphics protocol as the terminal receives it: the id it is kept under
/// and the commands that send its pixels.
public struct KittyImageUpload: Sendable {
    /// The id the terminal keeps the pixels under (kitty's `i`), never 0.
    public var id: UInt32
    /// The commands that store the pixels under ``id`` quietly, from a trusted encoder (libchafa's
    /// payload), never from untrusted text.
    public var transmission: String

    /// An upload of your own.
    public init(id: UInt32, transmission: String) {
        self.id = id
        self.transmission = transmission
    }
}

/// Where a kept kitty image is shown: a block of screen cells and the part of the image's pixels
/// stretched over it (all of it, or the rows the view leaves when the image is cut).
public struct KittyPlacement: Hashable, Sendable {
    /// The image's id.
    public var imageID: UInt32
    /// The screen cells it covers.
    public var area: Rect
    /// The first pixel row of the image shown.
    public var sourceTop: Int
    /// How many pixel rows are shown, stretched over the area's rows.
    public var sourceHeight: Int
    /// How many pixel columns are shown, from the left.
    public var sourceWidth: Int

    /// A placement of your own.
    public init(imageID: UInt32, area: Rect, sourceTop: Int, sourceHeight: Int, sourceWidth: Int) {
        self.imageID = imageID
        self.area = area
        self.sourceTop = sourceTop
        self.sourceHeight = sourceHeight
        self.sourceWidth = sourceWidth
    }
}
