import Foundation
import QiitaAPI
import QiitaStub
import Testing

@Suite("Paging and rate-limit facts")
struct PagingAndRateLimitTests {
    @Test func firstPage_linksToNextAndLastWithTotalCount() async throws {
        let stub = try StubHarness(items: 95)
        let page = try await stub.send(ItemsRequest(page: PageQuery(page: 1, perPage: 20)))
        #expect(page.links == PageLinks(next: 2, previous: nil, last: 5, totalCount: 95))
        #expect(!page.isLast)
    }

    @Test func lastPage_hasNoNextAndHoldsTheRemainder() async throws {
        let stub = try StubHarness(items: 95)
        let page = try await stub.send(ItemsRequest(page: PageQuery(page: 5, perPage: 20)))
        #expect(page.elements.count == 15)
        #expect(page.links.next == nil)
        #expect(page.links.previous == 4)
        #expect(page.isLast)
    }

    @Test func hugeList_lastPageIsCappedAtOneHundred() async throws {
        let stub = try StubHarness(items: 5000)
        let page = try await stub.send(ItemsRequest(page: PageQuery(page: 1, perPage: 20)))
        #expect(page.links.last == 100)
        #expect(page.links.totalCount == 5000)
    }

    @Test func pageQuery_clampsToQiitasRange() {
        #expect(PageQuery(page: 0, perPage: 500) == PageQuery(page: 1, perPage: 100))
        #expect(PageQuery(page: 101, perPage: 0) == PageQuery(page: 100, perPage: 1))
    }

    @Test func rateLimitFacts_comeFromHeadersAndCountDown() async throws {
        let stub = try StubHarness()
        let first = try await stub.send(ItemsRequest())
        let second = try await stub.send(ItemsRequest())
        let limit = try #require(first.rateLimit)
        #expect(limit.limit == 60)
        #expect(second.rateLimit?.remaining == limit.remaining - 1)
        #expect(limit.resetsAt > Date())
        #expect(stub.client.rateLimit == second.rateLimit)
    }

    @Test func rateLimit_withToken_isTheHigherLimit() async throws {
        let stub = try StubHarness(token: QiitaStubOptions.demoToken)
        let page = try await stub.send(ItemsRequest())
        #expect(page.rateLimit?.limit == 1000)
    }

    @Test func linkHeader_parsesQuotedAndUnquotedRelations() {
        let response = HTTPResponse(status: 200, headers: [
            HTTPHeader(name: "link", value: #"<https://qiita.com/api/v2/items?page=3&per_page=20>; rel="next", <https://qiita.com/api/v2/items?per_page=20&page=9>; rel=last, <https://qiita.com/api/v2/items?page=1&per_page=20>; rel="prev first""#),
            HTTPHeader(name: "total-count", value: "171"),
        ], body: Data())
        #expect(PageLinks(headersOf: response) == PageLinks(next: 3, previous: 1, last: 9, totalCount: 171))
    }

    @Test func linkHeader_missing_meansNoNextPage() {
        let links = PageLinks(headersOf: HTTPResponse(status: 200, headers: [], body: Data()))
        #expect(links == PageLinks())
    }
}
