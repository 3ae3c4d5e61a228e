import Foundation
import QiitaAPI
import QiitaStub
import Testing

@Suite("Every stub fault maps to the right QiitaAPIError")
struct FaultMappingTests {
    private func error(
        for fault: StubFault, retry: RetryPolicy = .never,
        transport: TransportConfiguration = .standard(userAgent: StubHarness.userAgent)
    ) async throws -> (QiitaAPIError?, StubHarness) {
        let stub = try StubHarness(retry: retry, transport: transport)
        stub.server.setFaults([StubFaultRule(path: "/items", fault: fault)])
        let error = await expectAPIError { () async throws(QiitaAPIError) in try await stub.send(ItemsRequest()) }
        return (error, stub)
    }

    @Test func status401_isUnauthorizedWithBody() async throws {
        let (error, _) = try await error(for: .status(401))
        #expect(error == .unauthorized(QiitaErrorBody(message: "Unauthorized", type: "unauthorized")))
    }

    @Test func status403_isForbidden() async throws {
        let (error, _) = try await error(for: .status(403))
        #expect(error == .forbidden(QiitaErrorBody(message: "Forbidden", type: "forbidden")))
    }

    @Test func status404WithoutBody_isNotFoundWithoutBody() async throws {
        let (error, _) = try await error(for: .status(404, errorBody: false))
        #expect(error == .notFound(nil))
    }

    @Test(arguments: [500, 502, 503, 504])
    func status5xx_isServerError(status: Int) async throws {
        let (error, _) = try await error(for: .status(status))
        #expect(error == .server(status: status, body: QiitaErrorBody(message: "Internal server error", type: "internal_server_error")))
    }

    @Test func status418_isPlainHTTPError() async throws {
        let (error, _) = try await error(for: .status(418, errorBody: false))
        #expect(error == .http(status: 418, body: nil))
    }

    @Test func status429_isRateLimitedWithResetTime() async throws {
        let before = Date()
        let (error, _) = try await error(for: .rateLimited(resetIn: 1800))
        guard case .rateLimited(let resetsAt, let body) = error else {
            Issue.record("expected rateLimited, got \(String(describing: error))")
            return
        }
        let reset = try #require(resetsAt)
        #expect(reset.timeIntervalSince(before) > 1700)
        #expect(reset.timeIntervalSince(before) < 1900)
        #expect(body?.type == "rate_limit_exceeded")
    }

    /// qiita.com answers a used-up rate limit with 403 and `Rate-Remaining: 0`, not 429.
    @Test func status403WithNoRequestsRemaining_isRateLimitedWithResetTime() async throws {
        let before = Date()
        let (error, _) = try await error(for: .rateLimitForbidden(resetIn: 600))
        guard case .rateLimited(let resetsAt, _) = error else {
            Issue.record("expected rateLimited, got \(String(describing: error))")
            return
        }
        let reset = try #require(resetsAt)
        #expect(reset.timeIntervalSince(before) > 500)
        #expect(reset.timeIntervalSince(before) < 700)
    }

    @Test func malformedJSON_isDecodingErrorNamingTheEndpoint() async throws {
        let (error, _) = try await error(for: .malformedJSON)
        guard case .decoding(let endpoint, let detail) = error else {
            Issue.record("expected decoding, got \(String(describing: error))")
            return
        }
        #expect(endpoint == "GET /items")
        #expect(detail.contains("not valid JSON"))
    }

    @Test func wrongContentType_isDecodingErrorMentioningTheType() async throws {
        let (error, _) = try await error(for: .wrongContentType)
        guard case .decoding(let endpoint, let detail) = error else {
            Issue.record("expected decoding, got \(String(describing: error))")
            return
        }
        #expect(endpoint == "GET /items")
        #expect(detail.contains("text/html"))
    }

    @Test func truncatedBody_isConnectionLost() async throws {
        let (error, _) = try await error(for: .truncatedBody)
        #expect(error.flatMap(transportFailure) == .connectionLost)
    }

    @Test func resetMidBody_isConnectionLost() async throws {
        let (error, _) = try await error(for: .resetMidBody)
        #expect(error.flatMap(transportFailure) == .connectionLost)
    }

    @Test func oversizeBody_isRefusedAtTheTenMiBCap() async throws {
        let (error, _) = try await error(for: .oversizeBody(bytes: 10 * 1024 * 1024 + 1))
        #expect(error.flatMap(transportFailure) == .responseTooLarge(limit: 10 * 1024 * 1024))
    }

    @Test func aHeaderLongerThanLibcurlReads_isSaidInPlainWords_notAsOutOfMemory() async throws {
        let (error, _) = try await error(for: .oversizeHeader(bytes: 1024 * 1024))
        #expect(error.flatMap(transportFailure) == .headerTooLarge)
        #expect(error?.userMessage(timeZone: .utc).contains("sent a response header too long to read") == true)
    }

    @Test func oversizeCompressedBody_isRefusedWhileDecoding() async throws {
        var transport = TransportConfiguration.standard(userAgent: StubHarness.userAgent)
        transport.maxResponseBytes = 64 * 1024
        let (error, stub) = try await error(for: .oversizeBody(bytes: 1024 * 1024), transport: transport)
        #expect(error.flatMap(transportFailure) == .responseTooLarge(limit: 64 * 1024))
        #expect(stub.server.gzipResponses == 1)
    }

    @Test func responseSlowerThanTheTimeout_isTimedOut() async throws {
        var transport = TransportConfiguration.standard(userAgent: StubHarness.userAgent)
        transport.totalTimeout = 1
        let (error, _) = try await error(for: .delay(seconds: 20), transport: transport)
        #expect(error.flatMap(transportFailure) == .timedOut)
    }

    @Test func silentServer_hitByTheLowSpeedLimit_isTimedOutNotTooSlow() async throws {
        var transport = TransportConfiguration.standard(userAgent: StubHarness.userAgent)
        transport.lowSpeedLimit = 2000
        transport.lowSpeedTime = 1
        let (error, _) = try await error(for: .delay(seconds: 20), transport: transport)
        #expect(error.flatMap(transportFailure) == .timedOut)
    }

    @Test func trickleBelowTheLowSpeedLimit_isTooSlow() async throws {
        var transport = TransportConfiguration.standard(userAgent: StubHarness.userAgent)
        transport.lowSpeedLimit = 2000
        // Long enough for the headers to arrive inside the window on a loaded machine; a window
        // with nothing received is a silent server (the test above), not a trickle.
        transport.lowSpeedTime = 3
        let (error, _) = try await error(for: .trickle(bytesPerSecond: 100), transport: transport)
        #expect(error.flatMap(transportFailure) == .tooSlow)
    }

    @Test func serverGone_isConnectionRefused() async throws {
        let stub = try StubHarness()
        stub.server.stop()
        let error = await expectAPIError { () async throws(QiitaAPIError) in try await stub.send(ItemsRequest()) }
        #expect(error.flatMap(transportFailure) == .connectionRefused)
    }

    @Test func unknownHost_isHostNotFound() async throws {
        let client = QiitaClient(configuration: QiitaClientConfiguration(
            baseURL: URL(string: "http://kiji-test.invalid/api/v2")!,
            transport: .standard(userAgent: StubHarness.userAgent), retry: .never))
        let error = await expectAPIError { () async throws(QiitaAPIError) in try await client.send(ItemsRequest()) }
        #expect(error.flatMap(transportFailure) == .hostNotFound)
    }

    @Test func httpsToAPlainHTTPServer_isTLSFailure() async throws {
        let server = try QiitaStubServer()
        defer { server.stop() }
        let client = QiitaClient(configuration: QiitaClientConfiguration(
            baseURL: URL(string: "https://127.0.0.1:\(server.port)/api/v2")!,
            transport: .standard(userAgent: StubHarness.userAgent), retry: .never))
        let error = await expectAPIError { () async throws(QiitaAPIError) in try await client.send(ItemsRequest()) }
        #expect(error.flatMap(transportFailure) == .tls)
    }

    private func transportFailure(_ error: QiitaAPIError) -> TransportFailure? {
        if case .transport(let failure, _, _) = error { return failure }
        return nil
    }
}
