import TerminalImage
import Testing

/// The real images in `../shared/conformance/images`: PngSuite, the IJG JPEGs, the GIF suites.
struct ConformanceImageTests {
    @Test func everyValidPngSuiteFile_decodesToTheSizeItsHeaderGives() throws {
        let entries = try TestImages.manifest().filter { $0.file.hasPrefix("pngsuite/") && !TestImages.isBrokenOnPurpose($0) }
        #expect(entries.count == 162)
        for entry in entries {
            let bytes = try TestImages.bytes(entry.file)
            do throws(ImageError) {
                let image = try DecodedImage(decoding: bytes)
                #expect(image.width == entry.width && image.height == entry.height, "\(entry.file)")
            } catch {
                Issue.record("\(entry.file): \(error.message)")
            }
        }
    }

    @Test func everyPngSuiteFileBrokenOnPurpose_isRefusedWithASentence() throws {
        let broken = try TestImages.manifest().filter(TestImages.isBrokenOnPurpose)
        #expect(broken.count == 14)
        for entry in broken {
            let bytes = try TestImages.bytes(entry.file)
            do throws(ImageError) {
                _ = try DecodedImage(decoding: bytes)
                Issue.record("\(entry.file) decoded")
            } catch {
                #expect(error.message.hasSuffix(".") && !error.message.contains("\n"), "\(entry.file): \(error.message)")
            }
        }
    }

    @Test func brokenSignatures_areNotTakenForPNG() throws {
        for name in ["xs1n0g01", "xs2n0g01", "xs4n0g01", "xs7n0g01", "xcrn0g04", "xlfn0g04"] {
            #expect(throws: ImageError.unsupportedFormat, "\(name)") {
                try ImageHeader.read(try TestImages.bytes("pngsuite/\(name).png"))
            }
        }
    }

    /// stb_image checks no chunk CRC; the chunk walk before it does.
    @Test func pngSuiteFilesWithAWrongChunkCRC_areRefusedNamingTheChunk() throws {
        #expect(throws: ImageError.undecodable(.png, reason: "the IHDR chunk fails its CRC check")) {
            _ = try DecodedImage(decoding: try TestImages.bytes("pngsuite/xhdn0g08.png"))
        }
        #expect(throws: ImageError.undecodable(.png, reason: "the IDAT chunk fails its CRC check")) {
            _ = try DecodedImage(decoding: try TestImages.bytes("pngsuite/xcsn0g01.png"))
        }
    }

    @Test func baselineAndProgressiveJPEGs_decode() throws {
        for name in ["testorig.jpg", "testimgint.jpg", "testprog.jpg"] {
            let image = try DecodedImage(decoding: try TestImages.bytes("jpeg/\(name)"))
            #expect(image.width == 227 && image.height == 149, "\(name)")
        }
    }

    /// stb_image reads neither arithmetic coding nor 12-bit samples: these two valid files are refused
    /// with the decoder's reason, never decoded wrong.
    @Test func arithmeticAnd12BitJPEGs_areRefusedWithTheDecodersReason() throws {
        for name in ["testimgari.jpg", "monkey12.jpg"] {
            let bytes = try TestImages.bytes("jpeg/\(name)")
            do throws(ImageError) {
                _ = try DecodedImage(decoding: bytes)
                Issue.record("\(name) decoded")
            } catch {
                guard case .undecodable(.jpeg, let reason) = error else {
                    Issue.record("\(name): \(error)")
                    continue
                }
                #expect(!reason.isEmpty)
            }
        }
    }

    @Test func everyGIF_decodesItsFirstFrameAtTheLogicalScreensSize() throws {
        let entries = try TestImages.manifest().filter { $0.file.hasPrefix("gif/") && $0.file != Self.outOfBoundsGIF }
        #expect(entries.count == 19)
        for entry in entries {
            let bytes = try TestImages.bytes(entry.file)
            do throws(ImageError) {
                let image = try DecodedImage(decoding: bytes)
                #expect(image.width == entry.width && image.height == entry.height, "\(entry.file)")
            } catch {
                Issue.record("\(entry.file): \(error.message)")
            }
        }
    }

    /// The suite's edge case: frames reaching past the logical screen. Browsers clip them; stb_image
    /// refuses the file, so kiji shows its alt text with the decoder's reason.
    static let outOfBoundsGIF = "gif/animated_transparent_loop_frames_out_of_bounds.gif"

    @Test func aGIFWhoseFirstFrameReachesPastItsScreen_isRefusedWithTheDecodersReason() throws {
        #expect(throws: ImageError.undecodable(.gif, reason: "bad Image Descriptor")) {
            _ = try DecodedImage(decoding: try TestImages.bytes(Self.outOfBoundsGIF))
        }
    }

    @Test func everyHeaderReading_agreesWithTheManifest() throws {
        for entry in try TestImages.manifest() where !TestImages.isBrokenOnPurpose(entry) {
            let header = try ImageHeader.read(try TestImages.bytes(entry.file))
            #expect(header.width == entry.width && header.height == entry.height, "\(entry.file)")
        }
    }

    @Test func everyImageDrawnInSymbols_holdsOnlyPrintableOneColumnCharacters() throws {
        var drawn = 0
        for entry in try TestImages.manifest() where !TestImages.isBrokenOnPurpose(entry) {
            guard case .symbols(let image)? = try? ImageRendering.render(
                try TestImages.bytes(entry.file), as: .symbols(.trueColor), maxColumns: 20, maxRows: 10)
            else { continue }
            drawn += 1
            #expect(image.cells.count == image.extent.columns * image.extent.rows)
            for cell in image.cells {
                let value = cell.character.value
                #expect(value >= 0x20 && value != 0x7F && !(0x80..<0xA0).contains(value), "\(entry.file)")
                #expect(value == 0x20 || (0x2580...0x259F).contains(value), "\(entry.file): U+\(String(value, radix: 16))")
            }
        }
        // All but the arithmetic-coded and 12-bit JPEGs and the out-of-bounds GIF, which the decoder refuses.
        #expect(drawn == 184)
    }
}
