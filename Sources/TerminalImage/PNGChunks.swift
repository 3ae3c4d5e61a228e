import CZlib

/// The chunk structure of a PNG, checked before decoding: stb_image does not check chunk CRCs, so
/// a PNG whose header or data was damaged in transit would otherwise decode as a wrong picture.
enum PNGChunks {
    /// Walks every chunk from the signature to IEND and checks its length and CRC-32.
    static func verify(_ bytes: [UInt8]) throws(ImageError) {
        let reader = ByteReader(bytes)
        var position = 8
        while true {
            guard let length = reader.bigEndian32(at: position), let type = reader.bytes(at: position + 4, count: 4) else {
                throw .undecodable(.png, reason: "the file ends before its IEND chunk")
            }
            let name = String(decoding: type.map { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) ? $0 : 0x3F }, as: UTF8.self)
            guard length <= Int(Int32.max), let stored = reader.bigEndian32(at: position + 8 + length) else {
                throw .undecodable(.png, reason: "the file ends inside its \(name) chunk")
            }
            let computed = bytes.withUnsafeBufferPointer { buffer in
                crc32(0, buffer.baseAddress! + position + 4, uInt(length + 4))
            }
            guard Int(computed) == stored else { throw .undecodable(.png, reason: "the \(name) chunk fails its CRC check") }
            if type == Array("IEND".utf8) { return }
            position += 12 + length
        }
    }
}
