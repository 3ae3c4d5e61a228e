/// The scans of a JPEG, checked before decoding: each must use only Huffman tables an earlier DHT
/// defined. stb_image (2022-09) decodes a scan with an undefined table from uninitialised memory,
/// which trips its assertion and reads outside the table (fuzz-image's first finding).
enum JPEGScans {
    /// Walks the marker segments and the entropy-coded data between them up to EOI or the end.
    static func verify(_ bytes: [UInt8]) throws(ImageError) {
        let reader = ByteReader(bytes)
        var defined = Set<Int>()  // table class (0 DC, 1 AC) × 4 + destination
        var position = 2
        while let first = reader.byte(at: position), first == 0xFF {
            position += 1
            while reader.byte(at: position) == 0xFF { position += 1 }
            guard let marker = reader.byte(at: position) else { return }
            position += 1
            if marker == 0xD9 { return }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
            guard let length = reader.bigEndian16(at: position), length >= 2 else { return }
            let segment = position + 2
            let end = position + length
            // An arithmetic-coded frame has no Huffman tables (and stb_image refuses it).
            if [0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF].contains(marker) { return }
            if marker == 0xC4 {
                var table = segment
                while table + 17 <= end, let classAndDestination = reader.byte(at: table),
                    let counts = reader.bytes(at: table + 1, count: 16)
                {
                    defined.insert(Int(classAndDestination >> 4 & 1) * 4 + Int(classAndDestination & 3))
                    table += 17 + counts.reduce(0) { $0 + Int($1) }
                }
            } else if marker == 0xDA {
                guard let count = reader.byte(at: segment), let selectors = reader.bytes(at: segment + 1, count: 2 * Int(count)),
                    let spectralStart = reader.byte(at: segment + 1 + 2 * Int(count)),
                    let spectralEnd = reader.byte(at: segment + 2 + 2 * Int(count)),
                    let approximation = reader.byte(at: segment + 3 + 2 * Int(count))
                else { return }
                for index in stride(from: 1, to: selectors.count, by: 2) {
                    let tables = selectors[index]
                    let needsDC = spectralStart == 0 && approximation >> 4 == 0
                    let needsAC = spectralEnd > 0
                    if needsDC && !defined.contains(Int(tables >> 4 & 3)) || needsAC && !defined.contains(4 + Int(tables & 3)) {
                        throw .undecodable(.jpeg, reason: "a scan uses a Huffman table no DHT defined")
                    }
                }
                position = end
                while let byte = reader.byte(at: position) {
                    if byte == 0xFF, let next = reader.byte(at: position + 1), next != 0x00, !(0xD0...0xD7).contains(next) { break }
                    position += 1
                }
                continue
            }
            position = end
        }
    }
}
