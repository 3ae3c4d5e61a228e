/// The image files the stub serves under `/files/`, for the corpus articles that show images.
///
/// The corpus writes their addresses with ``originPlaceholder``; the stub puts its own origin in
/// their place when it answers, so an article served on any port links to that port's files.
public enum StubFiles {
    /// The origin the corpus's bodies use for the stub's files, replaced in every answer by the
    /// `http://` origin the request was sent to. `.invalid` never resolves, so a body read from the
    /// corpus directly (not through the stub) points nowhere.
    public static let originPlaceholder = "http://kiji-stub.invalid"

    /// One file: its bytes and media type.
    public struct File: Sendable {
        /// The media type sent as `Content-Type`.
        public let contentType: String
        /// The file's bytes.
        public let bytes: [UInt8]
    }

    /// 400×200 PNG of four vertical bands of equal width, left to right pure red (#ff0000), green
    /// (#00ff00), blue (#0000ff) and yellow (#ffff00): the picture tests look for in a terminal.
    public static let bandsName = "bands.png"
    /// A 1600×1200 PNG (a smooth gradient with a grid), for measuring a large image's decode.
    public static let largeName = "large.png"
    /// A 160×120 JPEG: orange at the top fading to purple at the bottom.
    public static let jpegName = "gradient.jpg"
    /// A 96×64 GIF of two frames, cyan then magenta.
    public static let gifName = "frames.gif"

    /// The file at `/files/<name>`, or nil when there is none.
    public static func file(named name: String) -> File? {
        switch name {
        case bandsName: File(contentType: "image/png", bytes: bands)
        case largeName: File(contentType: "image/png", bytes: large)
        case jpegName: File(contentType: "image/jpeg", bytes: EmbeddedImages.gradientJPEG)
        case gifName: File(contentType: "image/gif", bytes: EmbeddedImages.twoFrameGIF)
        default: nil
        }
    }

    /// The four bands' colours, left to right.
    public static let bandColors: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)]

    private static let bands = PNGEncoder.rgb(width: 400, height: 200) { x, _ in bandColors[x / 100] }

    private static let large = PNGEncoder.rgb(width: 1600, height: 1200) { x, y in
        if x % 100 == 0 || y % 100 == 0 { return (32, 32, 32) }
        return (UInt8(x * 255 / 1599), UInt8(y * 255 / 1199), 160)
    }

    /// A PNG header claiming 100000×100000 pixels (a decompression bomb's), for the fault of that name.
    static let hugeHeaderPNG = PNGEncoder.headerOnly(width: 100_000, height: 100_000)

    /// 4,096 bytes that are no image at all, the same every time.
    static let garbage: [UInt8] = {
        var random = SplitMix64(seed: 23, 0, 0)
        return (0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    }()
}
