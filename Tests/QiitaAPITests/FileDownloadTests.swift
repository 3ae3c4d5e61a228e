import Foundation
import QiitaAPI
import QiitaStub
import Testing

/// `QiitaClient.download(from:…)`: a plain GET of any address through libcurl, against the stub's `/files/`.
@Suite("Downloading a file with the API client")
struct FileDownloadTests {
    private static let limit = 20 * 1024 * 1024

    private func download(
        _ stub: StubHarness, _ path: String, maxBytes: Int = limit, mayRedirect: @escaping @Sendable (URL) -> Bool = { _ in true }
    ) async throws(QiitaAPIError) -> FileDownload {
        try await stub.client.download(
            from: URL(string: "\(stub.server.origin)\(path)")!, accept: "image/png", maxBytes: maxBytes, mayRedirect: mayRedirect)
    }

    @Test func file_comesWithItsStatusContentTypeAndBytes() async throws {
        let stub = try StubHarness()
        let file = try await download(stub, "/files/bands.png")
        #expect(file.status == 200)
        #expect(file.contentType == "image/png")
        #expect(Array(file.body) == StubFiles.file(named: StubFiles.bandsName)?.bytes)
    }

    @Test func missingFile_isAnsweredWithItsStatus_notThrown() async throws {
        let stub = try StubHarness()
        let file = try await download(stub, "/files/missing.png")
        #expect(file.status == 404)
        #expect(file.contentType?.hasPrefix("text/plain") == true)
    }

    @Test func token_isNeverSent_evenToTheAPIsOwnHost() async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        _ = try await download(stub, "/files/bands.png")
        let request = try #require(stub.requests(endingWith: "/files/bands.png").last)
        #expect(request.header("Authorization") == nil)
        #expect(request.header("Accept") == "image/png")
    }

    @Test func bodyOverTheLimit_abortsTheTransfer() async throws {
        let stub = try StubHarness()
        stub.server.setFaults([StubFaultRule(path: "/files/*", fault: .oversizeBody(bytes: 30 * 1024 * 1024))])
        let error = await expectAPIError { () async throws(QiitaAPIError) in try await download(stub, "/files/bands.png") }
        guard case .transport(.responseTooLarge(let limit), _, _)? = error else {
            Issue.record("expected responseTooLarge, got \(String(describing: error))")
            return
        }
        #expect(limit == Self.limit)
    }

    @Test func perRequestLimit_replacesTheTransportsOwn() async throws {
        let stub = try StubHarness()
        let error = await expectAPIError { () async throws(QiitaAPIError) in try await download(stub, "/files/bands.png", maxBytes: 100) }
        guard case .transport(.responseTooLarge(let limit), _, _)? = error else {
            Issue.record("expected responseTooLarge, got \(String(describing: error))")
            return
        }
        #expect(limit == 100)
    }

    @Test func redirectTheCallerRefuses_isNotFollowed_andItsStatusComesBack() async throws {
        let stub = try StubHarness()
        stub.server.setFaults([StubFaultRule(path: "/files/bands.png", fault: .redirect(location: "/files/frames.gif"))])
        let refused = try await download(stub, "/files/bands.png") { _ in false }
        #expect(refused.status == 302)
        #expect(stub.requests(endingWith: "/files/frames.gif").isEmpty)

        let followed = try await download(stub, "/files/bands.png")
        #expect(followed.status == 200)
        #expect(followed.contentType == "image/gif")
    }
}
