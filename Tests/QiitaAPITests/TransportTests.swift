import Foundation
import QiitaAPI
import QiitaStub
import TestDeadline
import Testing

@Suite("The libcurl transport over loopback")
struct TransportTests {
    @Test func sequentialRequests_reuseOneConnection() async throws {
        // An hour's idle lifetime: on a loaded machine a test may wait longer than the standard
        // 118 s between two requests, and then a new connection is right (see the test below).
        var transport = TransportConfiguration.standard(userAgent: StubHarness.userAgent)
        transport.idleConnectionLifetime = 3600
        let stub = try StubHarness(transport: transport)
        for page in 1...10 { _ = try await stub.send(ItemsRequest(page: PageQuery(page: page))) }
        #expect(stub.server.requests.count == 10)
        // Counted by the connection that carried each request: a stray connection from another
        // test (a port it had found free, which this stub then took) carries none of them.
        #expect(Set(stub.server.requests.map(\.connection)).count == 1)
        #expect(stub.server.requests.allSatisfy { $0.connection != nil })
    }

    @Test func aConnectionIdleLongerThanItsLifetime_isNotUsedAgain() async throws {
        var transport = TransportConfiguration.standard(userAgent: StubHarness.userAgent)
        transport.idleConnectionLifetime = 1
        let stub = try StubHarness(transport: transport)
        _ = try await stub.send(ItemsRequest(page: PageQuery(page: 1)))
        try await Task.sleep(for: .milliseconds(2500))
        _ = try await stub.send(ItemsRequest(page: PageQuery(page: 2)))
        let connections = stub.server.requests.compactMap(\.connection)
        #expect(connections.count == 2)
        #expect(Set(connections).count == 2)
    }

    @Test func responses_areGzippedOnTheWireAndDecoded() async throws {
        let stub = try StubHarness()
        let page = try await stub.send(ItemsRequest(page: PageQuery(perPage: 50)))
        #expect(page.elements.count == 50)
        let acceptEncoding = try #require(stub.server.requests.last?.header("Accept-Encoding"))
        #expect(acceptEncoding.contains("gzip"))
        #expect(stub.server.gzipResponses == 1)
    }

    @Test func userAgent_isTheConfiguredOne() async throws {
        let stub = try StubHarness()
        _ = try await stub.send(ItemsRequest())
        #expect(stub.server.requests.last?.header("User-Agent") == StubHarness.userAgent)
    }

    @Test func cancellingTheTask_abortsTheTransferAndClosesTheConnection() async throws {
        let stub = try StubHarness()
        stub.server.setFaults([StubFaultRule(path: "/items", fault: .delay(seconds: 25))])
        let task = Task { () async throws -> QiitaPage<QiitaItem> in
            try await stub.send(ItemsRequest())
        }
        #expect(await eventually { !stub.requests(endingWith: "/items").isEmpty })
        task.cancel()
        let result = await task.result
        guard case .failure(let error) = result else {
            Issue.record("expected the cancelled request to fail")
            return
        }
        #expect((error as? QiitaAPIError)?.isCancellation == true)
        #expect(await eventually { stub.server.clientAborts == 1 }, "the stub must see the client hang up during its delay")
    }

    @Test func cancellingBeforeSending_sendsNothing() async throws {
        let stub = try StubHarness()
        let task = Task { () async throws -> QiitaPage<QiitaItem> in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await stub.send(ItemsRequest())
        }
        let result = await task.result
        guard case .failure(let error) = result else {
            Issue.record("expected the cancelled request to fail")
            return
        }
        #expect((error as? QiitaAPIError)?.isCancellation == true)
        #expect(stub.server.requests.isEmpty)
    }

    @Test func manyConcurrentRequests_halfCancelled_allFinish() async throws {
        let stub = try StubHarness()
        stub.server.latency = 0.05
        let requests = (0..<40).map { index in
            let task = Task { () async throws -> QiitaPage<QiitaItem> in
                try await stub.send(ItemsRequest(page: PageQuery(page: index % 5 + 1)))
            }
            if index.isMultiple(of: 2) { task.cancel() }
            return (cancelled: index.isMultiple(of: 2), task: task)
        }
        let finished = await finishing(within: .seconds(300)) {
            await withTaskGroup(of: (cancelled: Bool, succeeded: Bool).self) { group in
                for request in requests { group.addTask { (request.cancelled, (try? await request.task.value) != nil) } }
                return await group.reduce(into: []) { $0.append($1) }
            }
        }
        let outcomes = try #require(finished, "a request was still running after 300 s")
        #expect(outcomes.filter { !$0.cancelled }.allSatisfy { $0.succeeded })
    }

    @Test func putWithoutBody_sendsContentLengthZero() async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        try await stub.send(StockRequest(itemID: stub.server.corpus.item(at: 1).id))
        let put = try #require(stub.server.requests.last { $0.method == "PUT" })
        #expect(put.header("Content-Length") == "0")
        #expect(put.header("Expect") == nil)
    }
}
