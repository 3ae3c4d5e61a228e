import Foundation
import QiitaAPI
import QiitaStub
import Testing

@Suite("Comment calls under faults, counted at the stub")
struct CommentFaultTests {
    @Test(arguments: CommentCallKind.allCases, [401, 403, 404, 422, 429, 500])
    func eachCall_mapsEachFailureStatus(kind: CommentCallKind, status: Int) async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken, retry: .never)
        let call = try await kind.call(on: stub.server.corpus.item(at: 0).id, stub: stub)
        stub.server.setFaults([StubFaultRule(method: call.route.method, path: call.route.path, fault: .status(status))])
        let error = try #require(await expectAPIError { () async throws(QiitaAPIError) in try await call.send(with: stub) })
        switch (status, error) {
        case (401, .unauthorized), (403, .forbidden), (404, .notFound), (422, .http(422, _)), (429, .rateLimited),
            (500, .server(500, _)):
            break
        default:
            Issue.record("\(call) answered \(status) gave \(error)")
        }
        #expect(error.body?.type.isEmpty == false)
    }

    @Test(arguments: [CommentCallKind.post, .edit, .delete])
    func writes_areNotRetriedAfterA500(kind: CommentCallKind) async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        let call = try await kind.call(on: stub.server.corpus.item(at: 0).id, stub: stub)
        let before = stub.server.requests.count
        stub.server.setFaults([StubFaultRule(method: call.route.method, path: call.route.path, fault: .status(500))])
        _ = await expectAPIError { () async throws(QiitaAPIError) in try await call.send(with: stub) }
        #expect(stub.server.requests.count - before == 1)
    }

    @Test func post_isNotRetriedAfterATimeout() async throws {
        var transport = TransportConfiguration.standard(userAgent: StubHarness.userAgent)
        transport.totalTimeout = 1
        let stub = try StubHarness(token: QiitaStubOptions.demoToken, transport: transport)
        let id = stub.server.corpus.item(at: 0).id
        stub.server.setFaults([StubFaultRule(method: "POST", path: "/items/\(id)/comments", fault: .delay(seconds: 5))])
        _ = await expectAPIError { () async throws(QiitaAPIError) in
            try await stub.send(PostCommentRequest(itemID: id, body: "once"))
        }
        #expect(stub.requests(endingWith: "/comments").count == 1)
    }

    @Test func list_after500Twice_succeedsOnTheThirdAttempt() async throws {
        let stub = try StubHarness()
        let id = stub.server.corpus.item(at: 0).id
        stub.server.setFaults([StubFaultRule(method: "GET", path: "/items/*/comments", fault: .status(500), times: 2)])
        let comments = try await stub.send(ItemCommentsRequest(itemID: id))
        #expect(comments.count == stub.server.corpus.comments(ofItemAt: 0).count)
        #expect(stub.requests(endingWith: "/comments").count == 3)
    }

    @Test func faultOnPostOnly_leavesTheListAlone() async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        let id = stub.server.corpus.item(at: 0).id
        stub.server.setFaults([StubFaultRule(method: "POST", path: "/items/*/comments", fault: .status(500))])
        let comments = try await stub.send(ItemCommentsRequest(itemID: id))
        #expect(!comments.isEmpty)
        let error = await expectAPIError { () async throws(QiitaAPIError) in
            try await stub.send(PostCommentRequest(itemID: id, body: "lost"))
        }
        guard case .server(500, _) = error else {
            Issue.record("expected the POST to fail with 500, got \(String(describing: error))")
            return
        }
        #expect(try await stub.send(ItemCommentsRequest(itemID: id)).count == comments.count)
    }

    @Test func malformedList_isADecodingErrorNamingTheEndpoint() async throws {
        let stub = try StubHarness()
        let id = stub.server.corpus.item(at: 0).id
        stub.server.setFaults([StubFaultRule(path: "/items/*/comments", fault: .malformedJSON)])
        let error = await expectAPIError { () async throws(QiitaAPIError) in try await stub.send(ItemCommentsRequest(itemID: id)) }
        guard case .decoding(let endpoint, _) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(endpoint == "GET /items/\(id)/comments")
    }
}
