import Foundation
import QiitaAPI
import QiitaStub
import Testing

/// API GETs sent with a kept answer's ETag over libcurl to the stub: 304 says it stands, and a
/// fresh answer decodes as a plain send does, paging and rate limit included.
@Suite("Conditional API requests against the stub")
struct ConditionalSendAgainstStubTests {
    private let secondPage = ItemsRequest(page: PageQuery(page: 2, perPage: 20))

    @Test func withoutAnETag_theAnswerIsFresh_withItsWeakETag_andPagedAsASendIs() async throws {
        let stub = try StubHarness(items: 95)
        let plain = try await stub.send(secondPage)
        guard case .fresh(let page, let etag?) = try await stub.client.send(secondPage, ifNoneMatch: nil) else {
            Issue.record("expected a fresh page with an ETag")
            return
        }
        #expect(etag.hasPrefix("W/\""))
        #expect(page.elements.map(\.id) == plain.elements.map(\.id))
        #expect(page.links == plain.links)
        #expect(page.links == PageLinks(next: 3, previous: 1, last: 5, totalCount: 95))
        #expect(page.rateLimit?.remaining == (plain.rateLimit?.remaining ?? 0) - 1)
        #expect(stub.server.requests.last?.header("If-None-Match") == nil)
    }

    @Test func withTheKeptETag_theAnswerIsNotModified_andStillCountedAgainstTheHour() async throws {
        let stub = try StubHarness(items: 95)
        guard case .fresh(let page, let etag?) = try await stub.client.send(secondPage, ifNoneMatch: nil) else {
            Issue.record("expected a fresh page with an ETag")
            return
        }
        let answer = try await stub.client.send(secondPage, ifNoneMatch: etag)
        guard case .notModified = answer else {
            Issue.record("expected 304, got \(answer)")
            return
        }
        #expect(stub.server.requests.last?.header("If-None-Match") == etag)
        #expect(stub.client.rateLimit?.remaining == (page.rateLimit?.remaining ?? 0) - 1)
    }

    @Test func withAnOldETag_theAnswerIsTheFreshPage() async throws {
        let stub = try StubHarness(items: 95)
        let answer = try await stub.client.send(secondPage, ifNoneMatch: "W/\"0123\"")
        guard case .fresh(let page, let etag) = answer else {
            Issue.record("expected a fresh page, got \(answer)")
            return
        }
        #expect(page.elements.count == 20)
        #expect(etag != "W/\"0123\"")
    }

    @Test func anErrorStatus_isThrownAsBySend() async throws {
        let stub = try StubHarness()
        let error = await expectAPIError { () async throws(QiitaAPIError) in
            try await stub.client.send(ItemRequest(itemID: "0000000000000000000x"), ifNoneMatch: "W/\"0123\"")
        }
        guard case .notFound = error else {
            Issue.record("expected notFound, got \(String(describing: error))")
            return
        }
    }
}
