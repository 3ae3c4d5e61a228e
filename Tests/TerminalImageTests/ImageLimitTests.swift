import CZlib
import TerminalImage
import Testing

/// What is refused before decoding, and what the decoder's budget stops.
struct ImageLimitTests {
    @Test func aPNGHeaderClaiming100000By100000_isRefusedBeforeDecoding() {
        let bomb = PNGWriter.png(claimingWidth: 100_000, height: 100_000, idat: PNGWriter.zlibStored([0, 0, 0, 0, 0]))
        #expect(throws: ImageError.tooManyPixels(width: 100_000, height: 100_000, limitWidth: 8192, limitHeight: 8192)) {
            _ = try DecodedImage(decoding: bomb)
        }
        #expect(
            ImageError.tooManyPixels(width: 100_000, height: 100_000, limitWidth: 8192, limitHeight: 8192).message
                == "The image is 100000×100000 pixels, over the 8192×8192 limit.")
    }

    @Test func aGIFOrJPEGHeaderPastTheLimit_isRefusedBeforeDecoding() throws {
        var gif = try TestImages.bytes("gif/treescap.gif")
        gif[6...9] = [0xFF, 0xFF, 0x10, 0x00]
        #expect(throws: ImageError.tooManyPixels(width: 65535, height: 16, limitWidth: 8192, limitHeight: 8192)) {
            _ = try DecodedImage(decoding: gif)
        }
        let jpeg = try TestImages.bytes("jpeg/testorig.jpg")
        let tight = ImageLimits(maxBytes: 1 << 20, maxWidth: 200, maxHeight: 200)
        #expect(throws: ImageError.tooManyPixels(width: 227, height: 149, limitWidth: 200, limitHeight: 200)) {
            _ = try DecodedImage(decoding: jpeg, limits: tight)
        }
    }

    @Test func a30MBBody_isRefusedBeforeItsHeaderIsRead() throws {
        let png = try TestImages.bytes("pngsuite/basn6a08.png")
        let body = png + [UInt8](repeating: 0, count: 30 * 1024 * 1024 - png.count)
        #expect(throws: ImageError.tooManyBytes(count: 30 * 1024 * 1024, limit: 20 * 1024 * 1024)) {
            _ = try DecodedImage(decoding: body)
        }
        #expect(ImageError.tooManyBytes(count: body.count, limit: 20 * 1024 * 1024).message == "The image is 30 MB, over the 20 MB limit.")
    }

    @Test func anHTMLPageGarbageOrNothing_isNotAnImage() {
        let html = Array("<!DOCTYPE html><html><body>Not Found</body></html>".utf8)
        for body in [html, [UInt8](repeating: 0xAB, count: 4096), []] {
            #expect(throws: ImageError.unsupportedFormat) { _ = try DecodedImage(decoding: body) }
        }
        #expect(ImageError.unsupportedFormat.message == "The file is not a PNG, JPEG or GIF image.")
    }

    @Test func aHeaderCutShort_isTruncated() throws {
        let cases: [(String, ImageFormat, Int)] = [
            ("pngsuite/basn0g01.png", .png, 20), ("jpeg/testorig.jpg", .jpeg, 100), ("gif/treescap.gif", .gif, 8),
        ]
        for (file, format, length) in cases {
            let cut = Array(try TestImages.bytes(file).prefix(length))
            #expect(throws: ImageError.truncatedHeader(format), "\(file)") { try ImageHeader.read(cut) }
        }
    }

    @Test func aPNGCutInItsImageData_isRefusedByTheDecoder() throws {
        let png = try TestImages.bytes("pngsuite/basn2c08.png")
        let cut = Array(png.prefix(png.count / 2))
        #expect(throws: ImageError.self) { _ = try DecodedImage(decoding: cut) }
        #expect(throws: ImageError.undecodable(.png, reason: "the file ends inside its IDAT chunk")) { try ImageHeader.checked(cut) }
        #expect((try? ImageHeader.read(cut)) == ImageHeader(format: .png, width: 32, height: 32))
    }

    @Test func aZeroSizeHeader_isMalformed() {
        let png = PNGWriter.png(claimingWidth: 0, height: 10, idat: [])
        #expect(throws: ImageError.malformedHeader(.png)) { try ImageHeader.read(png) }
    }

    /// A PNG whose 8×8 header is honest but whose image data inflates to 64 MB: without the
    /// decoder's budget stb_image would grow its buffer to hold it all, and then decode the image.
    @Test func aPNGWhoseDataInflatesFarPastItsHeader_isStoppedByTheBudget() throws {
        let inflated = [UInt8](repeating: 0, count: 64 * 1024 * 1024)
        var compressedLength = compressBound(uLong(inflated.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        #expect(compress2(&compressed, &compressedLength, inflated, uLong(inflated.count), 9) == Z_OK)
        let bomb = PNGWriter.png(claimingWidth: 8, height: 8, idat: Array(compressed.prefix(Int(compressedLength))))
        #expect(bomb.count < 200 * 1024)
        #expect(throws: ImageError.undecodable(.png, reason: "outofmem")) { _ = try DecodedImage(decoding: bomb) }
    }
}
