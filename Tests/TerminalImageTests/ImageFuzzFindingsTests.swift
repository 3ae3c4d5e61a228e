import Foundation
import TerminalImage
import Testing

/// What `Scripts/fuzz image` found, each input kept byte for byte in `FuzzFindings/`.
struct ImageFuzzFindingsTests {
    private func finding(_ name: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzFindings/\(name)")
        return [UInt8](try Data(contentsOf: url))
    }

    /// A progressive JPEG whose second scan uses AC table 0 before any DHT defines it: stb_image
    /// decoded it from uninitialised memory and aborted on an assertion (or read past the table).
    /// The second one, found by the run with stb_image instrumented, segfaulted there.
    @Test func aJPEGScanUsingAnUndefinedHuffmanTable_isRefusedBeforeDecoding() throws {
        for name in ["jpeg-scan-with-undefined-huffman-table.jpg", "jpeg-scan-with-undefined-huffman-table-2.jpg"] {
            let bytes = try finding(name)
            #expect(throws: ImageError.undecodable(.jpeg, reason: "a scan uses a Huffman table no DHT defined"), "\(name)") {
                _ = try DecodedImage(decoding: bytes)
            }
        }
    }

    @Test func theScanCheck_passesEveryRealJPEG() throws {
        for name in ["testorig.jpg", "testimgint.jpg", "testprog.jpg", "testimgari.jpg", "monkey12.jpg"] {
            #expect(throws: Never.self, "\(name)") { try ImageHeader.checked(try TestImages.bytes("jpeg/\(name)")) }
        }
    }
}
