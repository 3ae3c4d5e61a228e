import Foundation
import Testing
import TerminalImage

@testable import QiitaStub

/// The image files under `/files/`, and the corpus articles that link to them.
@Suite("The stub's image files")
struct StubFilesTests {
    @Test func bands_isAPNGOfFourPureColourBandsLeftToRight() throws {
        let file = try #require(StubFiles.file(named: StubFiles.bandsName))
        #expect(file.contentType == "image/png")
        let image = try DecodedImage(decoding: file.bytes)
        #expect(image.width == 400 && image.height == 200)
        for (band, color) in StubFiles.bandColors.enumerated() {
            for x in [band * 100, band * 100 + 50, band * 100 + 99] {
                for y in [0, 100, 199] {
                    let pixel = image.pixel(x: x, y: y)
                    #expect(pixel.red == color.0 && pixel.green == color.1 && pixel.blue == color.2, "band \(band) at (\(x), \(y))")
                }
            }
        }
    }

    @Test(arguments: [
        (StubFiles.largeName, "image/png", ImageFormat.png, 1600, 1200),
        (StubFiles.jpegName, "image/jpeg", ImageFormat.jpeg, 160, 120),
        (StubFiles.gifName, "image/gif", ImageFormat.gif, 96, 64),
    ])
    func file_passesTheHeaderCheckAndDecodes(name: String, type: String, format: ImageFormat, width: Int, height: Int) throws {
        let file = try #require(StubFiles.file(named: name))
        #expect(file.contentType == type)
        let header = try ImageHeader.checked(file.bytes)
        #expect(header == ImageHeader(format: format, width: width, height: height))
        let image = try DecodedImage(decoding: file.bytes)
        #expect(image.width == width && image.height == height)
    }

    @Test func gif_firstFrameIsCyan() throws {
        let file = try #require(StubFiles.file(named: StubFiles.gifName))
        let pixel = try DecodedImage(decoding: file.bytes).pixel(x: 10, y: 10)
        #expect(pixel.red == 0 && pixel.green == 255 && pixel.blue == 255)
    }

    @Test func jpeg_runsFromOrangeAtTheTopToPurpleAtTheBottom() throws {
        let file = try #require(StubFiles.file(named: StubFiles.jpegName))
        let image = try DecodedImage(decoding: file.bytes)
        let top = image.pixel(x: 80, y: 0)
        let bottom = image.pixel(x: 80, y: 119)
        #expect(top.red > 230 && top.green > 100 && top.blue < 30)
        #expect(bottom.red < 90 && bottom.green < 30 && bottom.blue > 100)
    }

    @Test func unknownName_hasNoFile() {
        #expect(StubFiles.file(named: "missing.png") == nil)
        #expect(StubFiles.file(named: "../Package.swift") == nil)
    }

    @Test func corpusArticles_linkToTheFilesThroughThePlaceholder() {
        let corpus = Corpus(options: CorpusOptions(itemCount: 50))
        let first = corpus.item(at: 0)
        #expect(first.body.contains("](\(StubFiles.originPlaceholder)/files/\(StubFiles.bandsName))"))
        let linked = (0..<50).map { corpus.item(at: $0).body }.joined()
        for name in [StubFiles.jpegName, StubFiles.gifName, StubFiles.largeName, "missing.png"] {
            #expect(linked.contains("\(StubFiles.originPlaceholder)/files/\(name)"), "\(name) is linked")
        }
    }

    private func get(_ path: String, faults: [StubFaultRule] = []) -> StubResponse {
        let state = StubState(latency: 0, now: 1_795_200_000)
        state.setFaults(faults)
        let handler = QiitaAPIHandler(corpus: Corpus(options: CorpusOptions(itemCount: 50)), state: state, tokens: [:], clock: { 1_795_200_000 })
        let headers = [HeaderField("Host", "127.0.0.1:8080")]
        return handler.handle(StubRequest(method: "GET", path: path, query: [], headers: headers, body: [], receivedAt: 0))
    }

    @Test func servedItem_linksToTheStubsOwnOrigin() {
        let id = Corpus(options: CorpusOptions(itemCount: 50)).item(at: 0).id
        let body = String(decoding: get("/api/v2/items/\(id)").body, as: UTF8.self)
        #expect(body.contains("http://127.0.0.1:8080/files/bands.png"))
        #expect(!body.contains(StubFiles.originPlaceholder))
    }

    @Test func fileRoute_servesTheBytes_andA404ForAnUnknownName() {
        let served = get("/files/frames.gif")
        #expect(served.status == 200 && served.body == StubFiles.file(named: StubFiles.gifName)?.bytes)
        #expect(get("/files/missing.png").status == 404)
    }

    @Test func hugeImageHeaderFault_claims100000By100000WithSoundChunks() throws {
        let response = get("/files/bands.png", faults: [StubFaultRule(path: "/files/*", fault: .hugeImageHeader)])
        #expect(response.status == 200)
        #expect(try ImageHeader.read(response.body) == ImageHeader(format: .png, width: 100_000, height: 100_000))
        #expect(throws: ImageError.tooManyPixels(width: 100_000, height: 100_000, limitWidth: 8192, limitHeight: 8192)) {
            try ImageHeader.checked(response.body)
        }
    }

    @Test func garbageBytesFault_isNoImageFormatAtAll() {
        let response = get("/files/bands.png", faults: [StubFaultRule(path: "/files/*", fault: .garbageBytes)])
        #expect(response.status == 200 && response.body.count == 4096)
        #expect(ImageFormat.sniff(response.body) == nil)
    }
}
