/// The image formats kiji reads: what Qiita's image store holds.
public enum ImageFormat: String, Equatable, Sendable, CaseIterable {
    case png = "PNG"
    case jpeg = "JPEG"
    case gif = "GIF"

    /// The format `bytes` start with, by their magic bytes; nil for anything else (an HTML page, garbage).
    public static func sniff(_ bytes: some Collection<UInt8>) -> ImageFormat? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return .gif }
        return nil
    }
}
