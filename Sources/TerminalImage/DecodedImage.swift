import CStbImage

/// An image's pixels as 8-bit RGBA rows, owned once and freed when it goes out of scope.
///
/// Decoded only after ``ImageHeader/checked(_:limits:)`` passed, and through stb_image's counting
/// allocator, so neither a header's claim nor compressed data that inflates past it can make the
/// decoder allocate more than a bound set by the header's size. Keep what it renders into, not this.
public struct DecodedImage: ~Copyable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    private let pixels: UnsafeMutablePointer<UInt8>
    private let ownedByDecoder: Bool

    /// Checks the header of `bytes` against `limits`, then decodes them (a GIF's first frame).
    public init(decoding bytes: [UInt8], limits: ImageLimits = .standard) throws(ImageError) {
        let header = try ImageHeader.checked(bytes, limits: limits)
        var width: CInt = 0
        var height: CInt = 0
        var reason: UnsafePointer<CChar>?
        let budget = Self.decodeBudget(for: header)
        let decoded = bytes.withUnsafeBufferPointer { buffer in
            kiji_stbi_decode_rgba(buffer.baseAddress, CInt(buffer.count), budget, &width, &height, &reason)
        }
        guard let decoded else {
            throw .undecodable(header.format, reason: reason.map { String(cString: $0) } ?? "no reason given")
        }
        guard Int(width) == header.width, Int(height) == header.height else {
            kiji_stbi_free(decoded)
            throw .undecodable(header.format, reason: "the frame is not the size the header gives")
        }
        self.width = header.width
        self.height = header.height
        pixels = decoded
        ownedByDecoder = true
    }

    /// Copies RGBA rows of your own (`width × height × 4` bytes), for images made in code.
    public init?(rgba: [UInt8], width: Int, height: Int) {
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixelCount <= Int.max / 4, rgba.count == pixelCount * 4 else { return nil }
        pixels = .allocate(capacity: rgba.count)
        pixels.initialize(from: rgba, count: rgba.count)
        self.width = width
        self.height = height
        ownedByDecoder = false
    }

    /// Runs `body` with the RGBA rows (`width × 4` bytes each, no padding).
    public func withRGBA<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: pixels, count: width * height * 4))
    }

    /// The red, green, blue and alpha of one pixel.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let offset = (y * width + x) * 4
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }

    deinit {
        if ownedByDecoder {
            kiji_stbi_free(pixels)
        } else {
            pixels.deallocate()
        }
    }

    /// What the decoder may hold at once: room for 16-bit RGBA rows three times over (the inflated
    /// data, the image, its 8-bit copy) and 16 MB for tables; an image within the standard limits
    /// never needs more, and a bomb hits it.
    static func decodeBudget(for header: ImageHeader) -> Int {
        24 * header.width * header.height + 16 * 1024 * 1024
    }
}
