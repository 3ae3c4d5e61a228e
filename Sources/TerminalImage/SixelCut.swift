/// A sixel image cut to a height that need not be a multiple of six pixels.
///
/// libchafa encodes a sixel in whole six-pixel bands, so a row of cells 19 or 20 pixels high comes
/// out 18 (leaving a line of the background under it) or 24 (reaching into the next row). Cut from
/// the 24, the row is exactly as high as its cell: the pixels below the height are left unset
/// (libchafa's sixels keep unset pixels transparent), the bands below it are dropped, and the
/// raster attributes say the height.
enum SixelCut {
    /// `escapes` (one sixel, `ESC P … q` data `ESC \`, as libchafa writes it) with no pixel at or
    /// below `height` pixels from its top.
    static func cut(_ escapes: String, toHeight height: Int) -> String {
        let bytes = Array(escapes.utf8)
        guard let start = dataStart(in: bytes) else { return escapes }
        var output = Array(bytes[..<start])
        output.reserveCapacity(bytes.count)
        var band = 0
        var index = start
        while index < bytes.count, bytes[index] != 0x1B {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "-"):
                band += 1
                if band * 6 >= height {
                    while index < bytes.count, bytes[index] != 0x1B { index += 1 }
                    continue
                }
                output.append(byte)
            case UInt8(ascii: "\""):
                let end = bytes[(index + 1)...].firstIndex { !isParameter($0) } ?? bytes.count
                output += rasterAttributes(bytes[(index + 1)..<end], height: height)
                index = end
                continue
            case 0x3F...0x7E:
                output.append(0x3F + ((byte - 0x3F) & mask(band: band, height: height)))
            default:
                output.append(byte)
            }
            index += 1
        }
        output += bytes[index...]
        return String(decoding: output, as: UTF8.self)
    }

    /// Where the pixel data starts: after the `q` that ends the DCS's parameters.
    private static func dataStart(in bytes: [UInt8]) -> Int? {
        guard bytes.count > 2, bytes[0] == 0x1B, bytes[1] == UInt8(ascii: "P") else { return nil }
        guard let final = bytes[2...].firstIndex(where: { !isParameter($0) }), bytes[final] == UInt8(ascii: "q") else { return nil }
        return final + 1
    }

    private static func isParameter(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || byte == UInt8(ascii: ";")
    }

    /// `"Pan;Pad;Ph;Pv` with Pv no more than `height`.
    private static func rasterAttributes(_ parameters: ArraySlice<UInt8>, height: Int) -> [UInt8] {
        var fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if fields.count == 4, let declared = Int(fields[3]) { fields[3] = String(min(declared, height)) }
        return Array("\"".utf8) + Array(fields.joined(separator: ";").utf8)
    }

    /// The bits of a sixel in `band` that lie above `height` (bit 0 is the band's top pixel).
    private static func mask(band: Int, height: Int) -> UInt8 {
        let left = height - band * 6
        return left >= 6 ? 0x3F : UInt8((1 << max(0, left)) - 1)
    }
}
