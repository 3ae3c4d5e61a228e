import Foundation
import QiitaAPI
import QiitaStub
import Testing

@Suite("Retries, counted at the stub")
struct RetryTests {
    @Test func get_after503Twice_succeedsOnTheThirdAttempt() async throws {
        let stub = try StubHarness()
        stub.server.setFaults([StubFaultRule(path: "/items", fault: .status(503), times: 2)])
        let page = try await stub.send(ItemsRequest())
        #expect(page.elements.count == 20)
        #expect(stub.requests(endingWith: "/items").count == 3)
    }

    @Test(arguments: [408, 500, 502, 503, 504])
    func get_onRetryableStatus_isTriedFourTimesInAll(status: Int) async throws {
        let stub = try StubHarness()
        stub.server.setFaults([StubFaultRule(path: "/items", fault: .status(status))])
        _ = await expectAPIError { () async throws(QiitaAPIError) in try await stub.send(ItemsRequest()) }
        #expect(stub.requests(endingWith: "/items").count == 4)
    }

    @Test(arguments: [400, 401, 403, 404])
    func get_onClientError_isNotRetried(status: Int) async throws {
        let stub = try StubHarness()
        stub.server.setFaults([StubFaultRule(path: "/items", fault: .status(status))])
        _ = await expectAPIError { () async throws(QiitaAPIError) in try await stub.send(ItemsRequest()) }
        #expect(stub.requests(endingWith: "/items").count == 1)
    }

    @Test func get_onTimeout_isRetried() async throws {
        var transport = TransportConfiguration.standard(userAgent: StubHarness.userAgent)
        transport.totalTimeout = 2
        let stub = try StubHarness(transport: transport)
        stub.server.setFaults([StubFaultRule(path: "/items", fault: .delay(seconds: 20), times: 2)])
        let page = try await stub.send(ItemsRequest())
        #expect(page.elements.count == 20)
        #expect(stub.requests(endingWith: "/items").count == 3)
    }

    @Test func get_onConnectionLost_isNotRetried() async throws {
        let stub = try StubHarness()
        stub.server.setFaults([StubFaultRule(path: "/items", fault: .truncatedBody)])
        _ = await expectAPIError { () async throws(QiitaAPIError) in try await stub.send(ItemsRequest()) }
        #expect(stub.requests(endingWith: "/items").count == 1)
    }

    @Test func put_on503_isNeverRetried() async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        stub.server.setFaults([StubFaultRule(method: "PUT", path: "/items/*/stock", fault: .status(503))])
        let error = await expectAPIError { () async throws(QiitaAPIError) in
            try await stub.send(StockRequest(itemID: stub.server.corpus.item(at: 0).id))
        }
        #expect(error?.body?.type == "internal_server_error")
        #expect(stub.server.requests.filter { $0.method == "PUT" }.count == 1)
    }

    @Test func delete_onTimeout_isNeverRetried() async throws {
        var transport = TransportConfiguration.standard(userAgent: StubHarness.userAgent)
        transport.totalTimeout = 1
        let stub = try StubHarness(token: QiitaStubOptions.demoToken, transport: transport)
        stub.server.setFaults([StubFaultRule(method: "DELETE", path: "/items/*/stock", fault: .delay(seconds: 20))])
        _ = await expectAPIError { () async throws(QiitaAPIError) in
            try await stub.send(UnstockRequest(itemID: stub.server.corpus.item(at: 0).id))
        }
        #expect(stub.server.requests.filter { $0.method == "DELETE" }.count == 1)
    }

    @Test func retryAfterWithinTheBound_isObeyedThenRetried() async throws {
        let stub = try StubHarness()
        stub.server.setFaults([StubFaultRule(path: "/items", fault: .status(503, retryAfter: 1), times: 1)])
        let page = try await stub.send(ItemsRequest())
        #expect(page.elements.count == 20)
        let requests = stub.requests(endingWith: "/items")
        #expect(requests.count == 2)
        if requests.count == 2 {
            #expect(requests[1].receivedAt - requests[0].receivedAt >= 0.95, "the retry came before Retry-After allowed")
        }
    }

    @Test func retryAfterBeyondTheBound_failsAtOnce() async throws {
        let stub = try StubHarness()
        stub.server.setFaults([StubFaultRule(path: "/items", fault: .status(503, retryAfter: 600))])
        let error = await expectAPIError { () async throws(QiitaAPIError) in try await stub.send(ItemsRequest()) }
        #expect(error == .server(status: 503, body: QiitaErrorBody(message: "Internal server error", type: "internal_server_error")))
        #expect(stub.requests(endingWith: "/items").count == 1)
    }

    @Test func rateLimitResettingSoon_isWaitedForThenRetried() async throws {
        let stub = try StubHarness()
        stub.server.setFaults([StubFaultRule(path: "/items", fault: .rateLimited(resetIn: 1), times: 1)])
        let page = try await stub.send(ItemsRequest())
        #expect(page.elements.count == 20)
        #expect(stub.requests(endingWith: "/items").count == 2)
    }

    @Test func rateLimitResettingLater_failsFastSayingWhen() async throws {
        let stub = try StubHarness()
        stub.server.setFaults([StubFaultRule(path: "/items", fault: .rateLimited(resetIn: 3600))])
        let error = await expectAPIError { () async throws(QiitaAPIError) in try await stub.send(ItemsRequest()) }
        #expect(stub.requests(endingWith: "/items").count == 1)
        guard case .rateLimited(let resetsAt?, _) = error else {
            Issue.record("expected rateLimited with a reset time, got \(String(describing: error))")
            return
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.hour, .minute], from: resetsAt)
        let clock = String(format: "%02d:%02d", parts.hour!, parts.minute!)
        #expect(error?.userMessage(timeZone: .utc) == "Qiita's rate limit is used up; it resets at \(clock).")
    }
}
