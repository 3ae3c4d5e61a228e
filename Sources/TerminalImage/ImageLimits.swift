/// How large an image may be before it is refused, in bytes and in pixels.
public struct ImageLimits: Equatable, Sendable {
    /// The most bytes an encoded image may have.
    public var maxBytes: Int
    /// The most pixels an image may be wide.
    public var maxWidth: Int
    /// The most pixels an image may be high.
    public var maxHeight: Int

    /// Limits of your own.
    public init(maxBytes: Int, maxWidth: Int, maxHeight: Int) {
        self.maxBytes = maxBytes
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
    }

    /// 20 MB and 8192×8192 pixels (issue 23).
    public static let standard = ImageLimits(maxBytes: 20 * 1024 * 1024, maxWidth: 8192, maxHeight: 8192)
}
