/// An image's format and pixel size, read from its header without decoding anything.
public struct ImageHeader: Equatable, Sendable {
    /// The format the magic bytes name.
    public var format: ImageFormat
    /// Width in pixels (PNG IHDR, JPEG SOFn, GIF logical screen).
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A header of your own.
    public init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// Reads the header of `bytes` and checks it against `limits` before any decode allocation.
    ///
    /// Refuses a body over the byte limit, anything not PNG, JPEG or GIF, a header cut short or
    /// without a size, and a size over the pixel limit; a PNG's chunks are then walked to IEND and
    /// each one's CRC checked (cheap beside decoding, and stb_image checks none), and a JPEG's scans
    /// must use only Huffman tables defined before them.
    public static func checked(_ bytes: [UInt8], limits: ImageLimits = .standard) throws(ImageError) -> ImageHeader {
        guard bytes.count <= limits.maxBytes else { throw .tooManyBytes(count: bytes.count, limit: limits.maxBytes) }
        let header = try read(bytes)
        guard header.width <= limits.maxWidth, header.height <= limits.maxHeight else {
            throw .tooManyPixels(
                width: header.width, height: header.height, limitWidth: limits.maxWidth, limitHeight: limits.maxHeight)
        }
        if header.format == .png { try PNGChunks.verify(bytes) }
        if header.format == .jpeg { try JPEGScans.verify(bytes) }
        return header
    }

    /// Reads the format and size of `bytes`, without limits.
    public static func read(_ bytes: [UInt8]) throws(ImageError) -> ImageHeader {
        guard let format = ImageFormat.sniff(bytes) else { throw .unsupportedFormat }
        let reader = ByteReader(bytes)
        let size: (width: Int, height: Int)
        switch format {
        case .png: size = try pngSize(reader)
        case .jpeg: size = try jpegSize(reader)
        case .gif: size = try gifSize(reader)
        }
        guard size.width > 0, size.height > 0 else { throw .malformedHeader(format) }
        return ImageHeader(format: format, width: size.width, height: size.height)
    }

    /// The signature, then the IHDR chunk, which must come first: length 13, big-endian width and height.
    private static func pngSize(_ reader: ByteReader) throws(ImageError) -> (width: Int, height: Int) {
        guard let length = reader.bigEndian32(at: 8), let type = reader.bytes(at: 12, count: 4),
            let width = reader.bigEndian32(at: 16), let height = reader.bigEndian32(at: 20)
        else { throw .truncatedHeader(.png) }
        guard length == 13, type == Array("IHDR".utf8) else { throw .malformedHeader(.png) }
        return (width, height)
    }

    /// The logical screen's little-endian width and height after `GIF8?a`.
    private static func gifSize(_ reader: ByteReader) throws(ImageError) -> (width: Int, height: Int) {
        guard let width = reader.littleEndian16(at: 6), let height = reader.littleEndian16(at: 8) else {
            throw .truncatedHeader(.gif)
        }
        return (width, height)
    }

    /// Walks the marker segments from SOI to the first start-of-frame (SOF0–SOF15 but DHT, JPG and
    /// DAC), whose segment holds precision, height and width.
    private static func jpegSize(_ reader: ByteReader) throws(ImageError) -> (width: Int, height: Int) {
        var position = 2
        while true {
            guard let first = reader.byte(at: position) else { throw .truncatedHeader(.jpeg) }
            guard first == 0xFF else { throw .malformedHeader(.jpeg) }
            position += 1
            while reader.byte(at: position) == 0xFF { position += 1 }
            guard let marker = reader.byte(at: position) else { throw .truncatedHeader(.jpeg) }
            position += 1
            switch marker {
            case 0x01, 0xD0...0xD7:
                continue
            case 0xD8, 0xD9, 0xDA, 0x00:
                throw .malformedHeader(.jpeg)
            default:
                break
            }
            guard let length = reader.bigEndian16(at: position) else { throw .truncatedHeader(.jpeg) }
            guard length >= 2 else { throw .malformedHeader(.jpeg) }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 7 else { throw .malformedHeader(.jpeg) }
                guard let height = reader.bigEndian16(at: position + 3), let width = reader.bigEndian16(at: position + 5)
                else { throw .truncatedHeader(.jpeg) }
                return (width, height)
            }
            position += length
        }
    }
}

/// Bounds-checked reads at offsets into a byte array: nil past the end, never a trap.
struct ByteReader {
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    func bytes(at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0, offset <= bytes.count - count else { return nil }
        return Array(bytes[offset..<offset + count])
    }

    func bigEndian16(at offset: Int) -> Int? {
        guard let pair = bytes(at: offset, count: 2) else { return nil }
        return Int(pair[0]) << 8 | Int(pair[1])
    }

    func littleEndian16(at offset: Int) -> Int? {
        guard let pair = bytes(at: offset, count: 2) else { return nil }
        return Int(pair[1]) << 8 | Int(pair[0])
    }

    func bigEndian32(at offset: Int) -> Int? {
        guard let quad = bytes(at: offset, count: 4) else { return nil }
        return quad.reduce(0) { $0 << 8 | Int($1) }
    }
}
