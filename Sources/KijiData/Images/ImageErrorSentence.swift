import Localization
import TerminalImage

/// The sentence a user reads for an image that failed its checks, in their language.
///
/// TerminalImage knows nothing of kiji's catalog, so its `message` stays English (kept as the detail);
/// kiji's words are made here from its cases.
enum ImageErrorSentence {
    /// The sentence for `error`.
    static func of(_ error: ImageError) -> String {
        switch error {
        case .tooManyBytes(let count, let limit):
            tr("The image is {size} MB, over the {limit} MB limit.", ["size": megabytes(count), "limit": megabytes(limit)])
        case .unsupportedFormat:
            tr("The file is not a PNG, JPEG or GIF image.")
        case .truncatedHeader(let format):
            tr("The {format} image ends before its header does.", ["format": format.rawValue])
        case .malformedHeader(let format):
            tr("The {format} image's header gives no usable size.", ["format": format.rawValue])
        case .tooManyPixels(let width, let height, let limitWidth, let limitHeight):
            tr("The image is {width}×{height} pixels, over the {limitWidth}×{limitHeight} limit.", [
                "width": String(width), "height": String(height),
                "limitWidth": String(limitWidth), "limitHeight": String(limitHeight),
            ])
        case .undecodable(let format, _):
            tr("The {format} image could not be decoded.", ["format": format.rawValue])
        case .notEncoded(let pixelProtocol):
            tr("The image could not be encoded for the terminal's {protocol} graphics.", ["protocol": pixelProtocol.rawValue])
        case .noRenderer(let reason):
            tr("Images cannot be drawn: libchafa could not be loaded ({reason}).", ["reason": reason])
        }
    }

    /// Bytes as megabytes with at most one decimal, as TerminalImage writes them.
    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
