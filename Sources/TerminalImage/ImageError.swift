/// Why an image was refused, each with one sentence a reader can be shown.
public enum ImageError: Error, Equatable, Sendable {
    /// More bytes than the limit allows; refused before anything is read.
    case tooManyBytes(count: Int, limit: Int)
    /// Not a PNG, JPEG or GIF (an HTML page, garbage, an empty body).
    case unsupportedFormat
    /// The bytes end before the header that gives the size.
    case truncatedHeader(ImageFormat)
    /// The header is there but does not give a usable size.
    case malformedHeader(ImageFormat)
    /// The header claims more pixels than the limit allows; refused before decoding.
    case tooManyPixels(width: Int, height: Int, limitWidth: Int, limitHeight: Int)
    /// The decoder refused the image data; `reason` is its own short phrase.
    case undecodable(ImageFormat, reason: String)
    /// libchafa's output for a pixel protocol was not in the form expected.
    case notEncoded(PixelProtocol)
    /// libchafa, which draws images, could not be loaded; `reason` is the loader's own words.
    case noRenderer(reason: String)

    /// The one sentence that says what went wrong.
    public var message: String {
        switch self {
        case .tooManyBytes(let count, let limit):
            "The image is \(megabytes(count)) MB, over the \(megabytes(limit)) MB limit."
        case .unsupportedFormat:
            "The file is not a PNG, JPEG or GIF image."
        case .truncatedHeader(let format):
            "The \(format.rawValue) image ends before its header does."
        case .malformedHeader(let format):
            "The \(format.rawValue) image's header gives no usable size."
        case .tooManyPixels(let width, let height, let limitWidth, let limitHeight):
            "The image is \(width)×\(height) pixels, over the \(limitWidth)×\(limitHeight) limit."
        case .undecodable(let format, let reason):
            "The \(format.rawValue) image could not be decoded (\(reason))."
        case .notEncoded(let pixelProtocol):
            "The image could not be encoded for the terminal's \(pixelProtocol.rawValue) graphics."
        case .noRenderer(let reason):
            "Images cannot be drawn: libchafa could not be loaded (\(reason))."
        }
    }
}

/// `bytes` in megabytes (2^20) with one decimal when it is not whole.
private func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + (1 << 19)) >> 20
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
}
