import FuzzSupport
import TerminalImage

/// The program's entry point (SwiftPM's name for `main`): libFuzzer over ``fuzzImage(_:_:)``.
@_cdecl("fuzz_image_main")
public func fuzzImageMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc: argc, argv: argv, test: fuzzImage)
}

/// Limits smaller than kiji's (1 MB, 1024×1024 pixels) so that each input decodes in milliseconds;
/// the checks and the decoder's budget are the same code whatever the numbers.
private let limits = ImageLimits(maxBytes: 1024 * 1024, maxWidth: 1024, maxHeight: 1024)

/// The whole input is an untrusted image body: its header is checked, then it is decoded through the
/// counting allocator and, when it decodes, drawn as symbols on 8×4 cells.
///
/// Invariants:
/// - a header that passes the check is within the limits and not empty, and reading it again gives
///   the same answer;
/// - what decodes is exactly the size its header gave;
/// - every error is one sentence on one line, without control characters;
/// - a drawing has one cell per column and row, each a space or a block element.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput(data, size).rest
    let header: ImageHeader
    do {
        header = try ImageHeader.checked(bytes, limits: limits)
    } catch {
        checkMessage(error)
        return 0
    }
    fuzzCheck(header.width >= 1 && header.width <= limits.maxWidth, "width \(header.width) passed the check")
    fuzzCheck(header.height >= 1 && header.height <= limits.maxHeight, "height \(header.height) passed the check")
    fuzzCheck((try? ImageHeader.read(bytes)) == header, "reading the header again gave another answer")
    do throws(ImageError) {
        checkDrawing(try DecodedImage(decoding: bytes, limits: limits), header: header)
    } catch {
        checkMessage(error)
    }
    return 0
}

/// What decoded is the header's size, and its drawing holds only spaces and block elements.
private func checkDrawing(_ image: consuming DecodedImage, header: ImageHeader) {
    let width = image.width
    let height = image.height
    fuzzCheck(width == header.width && height == header.height, "decoded \(width)×\(height), header \(header)")
    let drawing: SymbolImage
    do {
        drawing = try ChafaRenderer.symbols(image, extent: CellExtent(columns: 8, rows: 4))
    } catch {
        fuzzCheck(false, "not drawn: \(error.message)")
        return
    }
    fuzzCheck(drawing.cells.count == 32, "\(drawing.cells.count) cells for 8×4")
    for cell in drawing.cells {
        let value = cell.character.value
        fuzzCheck(value == 0x20 || (0x2580...0x259F).contains(value), "drew U+\(String(value, radix: 16))")
    }
}

/// An error's message is one printable sentence.
private func checkMessage(_ error: ImageError) {
    let message = error.message
    fuzzCheck(message.hasSuffix("."), "no full stop: \(message)")
    fuzzCheck(
        !message.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) },
        "a control character in: \(message.unicodeScalars.map { String($0.value, radix: 16) })")
}
