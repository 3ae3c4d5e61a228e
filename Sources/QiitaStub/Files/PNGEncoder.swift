import CZlib

/// Writes 8-bit RGB pixels as a PNG file: signature, IHDR, one zlib-compressed IDAT, IEND.
enum PNGEncoder {
    /// The PNG of a `width`×`height` image whose pixel at (x, y) is `color(x, y)` as (r, g, b).
    static func rgb(width: Int, height: Int, color: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (1 + width * 3))
        for y in 0..<height {
            raw.append(0)  // filter type None
            for x in 0..<width {
                let (r, g, b) = color(x, y)
                raw += [r, g, b]
            }
        }
        return signature + chunk("IHDR", header(width: width, height: height)) + chunk("IDAT", zlibCompressed(raw))
            + chunk("IEND", [])
    }

    /// A PNG whose IHDR claims `width`×`height` pixels (for a decompression bomb's header), with
    /// valid CRCs, a token IDAT and IEND.
    static func headerOnly(width: Int, height: Int) -> [UInt8] {
        signature + chunk("IHDR", header(width: width, height: height)) + chunk("IDAT", zlibCompressed([0, 0, 0, 0]))
            + chunk("IEND", [])
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// IHDR's 13 bytes: size, bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
    private static func header(width: Int, height: Int) -> [UInt8] {
        bigEndian32(width) + bigEndian32(height) + [8, 2, 0, 0, 0]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        return bigEndian32(data.count) + typed + bigEndian32(Int(crc))
    }

    private static func zlibCompressed(_ bytes: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &length, input.baseAddress, uLong(input.count), Z_DEFAULT_COMPRESSION)
            }
        }
        precondition(status == Z_OK, "zlib's compress2 failed with \(status)")
        return Array(output.prefix(Int(length)))
    }

    private static func bigEndian32(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
