import Foundation
import KijiData
import KijiDomain
import QiitaAPI
import QiitaStub
import Testing

/// `HTTPImageRepository` over libcurl from the stub's `/files/`, kept in a real folder: the files,
/// the disk cache, offline, the address rule, the limits, the faults and their sentences.
@Suite("HTTPImageRepository against the stub")
struct ImageRepositoryAgainstStubTests {
    final class Harness: Sendable {
        let server: QiitaStubServer
        let folder: TemporaryFolder
        let cache: ImageDiskCache
        let client: QiitaClient

        /// A stub, a folder, and a client that holds the stub's token (which images must never carry).
        init(totalTimeout: Double = 30) throws {
            server = try QiitaStubServer(options: QiitaStubOptions(corpus: CorpusOptions(itemCount: 50)))
            folder = try TemporaryFolder()
            cache = ImageDiskCache(folder: folder.path + "/images", origin: "qiita.com") { 50 * 1024 * 1024 }
            var transport = TransportConfiguration.standard(userAgent: "kiji/test")
            transport.totalTimeout = totalTimeout
            client = QiitaClient(configuration: QiitaClientConfiguration(
                baseURL: server.baseURL, accessToken: AccessToken(QiitaStubOptions.demoToken), transport: transport,
                retry: .never))
        }

        deinit { server.stop() }

        func repository(online: Bool = true) -> HTTPImageRepository {
            HTTPImageRepository(
                client: online ? client : nil, cache: cache, policy: ImageAddressPolicy(apiBaseURL: server.baseURL))
        }

        func address(_ name: String) -> String { "\(server.origin)/files/\(name)" }

        var fileRequests: [StubRequest] { server.requests.filter { $0.path.hasPrefix("/files/") } }
    }

    /// The error `imageBytes(at:)` throws, recording an issue when it returns bytes instead.
    private func failure(_ repository: HTTPImageRepository, _ address: String) async -> LoadError? {
        do {
            let bytes = try await repository.imageBytes(at: address)
            Issue.record("expected an error, got \(bytes.count) bytes")
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [StubFiles.bandsName, StubFiles.jpegName, StubFiles.gifName, StubFiles.largeName])
    func stubFile_arrivesWhole_withoutTheToken(name: String) async throws {
        let harness = try Harness()
        let bytes = try await harness.repository().imageBytes(at: harness.address(name))
        #expect(bytes == StubFiles.file(named: name)?.bytes)
        let request = try #require(harness.fileRequests.last)
        #expect(request.header("Authorization") == nil)
    }

    @Test func keptImage_isReadFromDisk_withoutAnotherRequest() async throws {
        let harness = try Harness()
        let repository = harness.repository()
        let first = try await repository.imageBytes(at: harness.address(StubFiles.bandsName))
        let second = try await repository.imageBytes(at: harness.address(StubFiles.bandsName))
        #expect(second == first)
        #expect(harness.fileRequests.count == 1)
        #expect(harness.cache.info().files == 1)
    }

    @Test func offline_readsTheKeptCopy_andSaysSoWhenThereIsNone() async throws {
        let harness = try Harness()
        let kept = try await harness.repository().imageBytes(at: harness.address(StubFiles.gifName))
        harness.server.stop()
        let offline = harness.repository(online: false)
        #expect(try await offline.imageBytes(at: harness.address(StubFiles.gifName)) == kept)
        let error = await failure(offline, harness.address(StubFiles.bandsName))
        #expect(error?.kind == .offline)
        #expect(error?.message == "kiji is offline and keeps no copy of this image.")
    }

    @Test func serverGone_isUnreachable() async throws {
        let harness = try Harness()
        harness.server.stop()
        let error = await failure(harness.repository(), harness.address(StubFiles.bandsName))
        #expect(error?.kind == .unreachable)
        #expect(error?.message == "The image's server could not be reached.")
    }

    @Test(arguments: [
        ("ftp://127.0.0.1/files/bands.png", "The image's address is not an https address, so kiji did not fetch it."),
        ("file:///etc/passwd", "The image's address is not a valid web address."),
        ("data:image/png;base64,iVBORw0KGgo=", "The image's address is not a valid web address."),
        ("http://example.com/a.png", "The image's address is plain http on a host other than the API's, so kiji did not fetch it."),
        ("not an address", "The image's address is not a valid web address."),
    ])
    func refusedAddress_isNeverRequested(address: String, sentence: String) async throws {
        let harness = try Harness()
        let error = await failure(harness.repository(), address)
        #expect(error?.message == sentence)
        #expect(harness.server.requests.isEmpty)
    }

    @Test func httpsToAnyHost_passesTheAddressRule() throws {
        let policy = ImageAddressPolicy(apiBaseURL: URL(string: "https://qiita.com/api/v2")!)
        let url = try policy.url(for: "https://qiita-image-store.s3.ap-northeast-1.amazonaws.com/0/1/a.png")
        #expect(url.host == "qiita-image-store.s3.ap-northeast-1.amazonaws.com")
        #expect(throws: LoadError.self) { try policy.url(for: "http://qiita-image-store.s3.amazonaws.com/a.png") }
    }

    @Test(arguments: [
        (StubFault.status(404, errorBody: false), "The image is not on its server any more (HTTP 404).", LoadError.Kind.notFound),
        (.status(403), "The image's server answered HTTP 403 instead of the image.", .server),
        (.status(503, errorBody: false), "The image's server failed (HTTP 503).", .server),
        (.truncatedBody, "The connection broke before the whole image arrived.", .unreachable),
        (.resetMidBody, "The connection broke before the whole image arrived.", .unreachable),
        (.garbageBytes, "The file is not a PNG, JPEG or GIF image.", .server),
        (.wrongContentType, "The image's address answered with a web page, not an image.", .server),
        (.hugeImageHeader, "The image is 100000×100000 pixels, over the 8192×8192 limit.", .server),
        (.oversizeBody(bytes: 30 * 1024 * 1024), "The image is larger than the 20 MB limit, so its download was stopped.", .server),
    ])
    func fault_givesItsSentence_andKeepsNothing(fault: StubFault, sentence: String, kind: LoadError.Kind) async throws {
        let harness = try Harness()
        harness.server.setFaults([StubFaultRule(path: "/files/*", fault: fault)])
        let error = await failure(harness.repository(), harness.address(StubFiles.bandsName))
        #expect(error?.message == sentence)
        #expect(error?.kind == kind)
        #expect(harness.cache.info().files == 0)
        harness.server.clearFaults()
        #expect(try await harness.repository().imageBytes(at: harness.address(StubFiles.bandsName)).count > 0)
    }

    @Test func slowAnswer_isGivenUpAtTheTimeout() async throws {
        let harness = try Harness(totalTimeout: 0.5)
        harness.server.setFaults([StubFaultRule(path: "/files/*", fault: .delay(seconds: 5))])
        let error = await failure(harness.repository(), harness.address(StubFiles.bandsName))
        #expect(error?.message == "The image's server was too slow, so its download was given up.")
        #expect(error?.kind == .unreachable)
    }

    @Test func redirectToPlainHTTPElsewhere_isNotFollowed() async throws {
        let harness = try Harness()
        harness.server.setFaults([StubFaultRule(path: "/files/bands.png", fault: .redirect(location: "http://example.com/x.png"))])
        let error = await failure(harness.repository(), harness.address(StubFiles.bandsName))
        #expect(error?.message == "The image's server answered HTTP 302 instead of the image.")
    }

    @Test func tenImagesAtOnce_downloadAtMostFourAtATime() async throws {
        let harness = try Harness()
        harness.server.setFaults([StubFaultRule(path: "/files/*", fault: .delay(seconds: 0.3))])
        let repository = harness.repository()
        let addresses = (0..<10).map { harness.address("\(StubFiles.bandsName)?copy=\($0)") }
        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for address in addresses { group.addTask { try await repository.imageBytes(at: address).count } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(sizes.count == 10 && Set(sizes) == [StubFiles.file(named: StubFiles.bandsName)!.bytes.count])
        #expect(harness.fileRequests.count == 10)
        #expect(harness.server.peakConcurrentResponses <= HTTPImageRepository.maxConcurrentDownloads)
        #expect(harness.server.peakConcurrentResponses >= 2)
    }

    @Test func oneAddressAskedFiveTimesAtOnce_isDownloadedOnce() async throws {
        let harness = try Harness()
        harness.server.setFaults([StubFaultRule(path: "/files/*", fault: .delay(seconds: 0.3))])
        let repository = harness.repository()
        let address = harness.address(StubFiles.jpegName)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<5 { group.addTask { try await repository.imageBytes(at: address) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 5 && results.allSatisfy { $0 == StubFiles.file(named: StubFiles.jpegName)?.bytes })
        #expect(harness.fileRequests.count == 1)
    }

    @Test func cancelledLoad_endsAtOnce_andTheServerSeesTheClientLeave() async throws {
        let harness = try Harness()
        harness.server.setFaults([StubFaultRule(path: "/files/*", fault: .delay(seconds: 10))])
        let repository = harness.repository()
        let address = harness.address(StubFiles.bandsName)
        let load = Task { try await repository.imageBytes(at: address) }
        while harness.fileRequests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        load.cancel()
        let result = await load.result
        guard case .failure(let error) = result, let loadError = error as? LoadError else {
            Issue.record("expected a cancellation")
            return
        }
        #expect(loadError.kind == .cancelled)
        while harness.server.clientAborts == 0 { try await Task.sleep(for: .milliseconds(20)) }
        #expect(harness.cache.info().files == 0)
    }
}
