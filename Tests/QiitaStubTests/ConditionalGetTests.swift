import Foundation
import Testing

@testable import QiitaStub

/// The API's GETs as Qiita (a Rails app) answers them: a weak ETag of the body on every 200, and
/// 304 without a body for an `If-None-Match` that names it, counted against the hour like any answer.
@Suite("The stub's conditional GETs")
struct ConditionalGetTests {
    private let corpus = Corpus(options: CorpusOptions(itemCount: 100))
    private let state = StubState(latency: 0, now: 1_795_200_000)

    private var handler: QiitaAPIHandler {
        QiitaAPIHandler(corpus: corpus, state: state, tokens: ["alice-token": "alice"], clock: { 1_795_200_000 })
    }

    private func get(_ path: String, query: [QueryParameter] = [], ifNoneMatch: String? = nil) -> StubResponse {
        var headers = [HeaderField("Authorization", "Bearer alice-token")]
        if let ifNoneMatch { headers.append(HeaderField("If-None-Match", ifNoneMatch)) }
        return handler.handle(StubRequest(method: "GET", path: "/api/v2" + path, query: query, headers: headers, body: [], receivedAt: 0))
    }

    private func header(_ name: String, of response: StubResponse) -> String? {
        response.headers.first { $0.name == name }?.value
    }

    @Test func everyJSONAnswer_carriesAWeakETagOfItsBody() throws {
        for path in ["/items", "/items/\(corpus.item(at: 0).id)", "/users/alice/stocks", "/authenticated_user"] {
            let response = get(path)
            #expect(response.status == 200)
            let etag = try #require(header("ETag", of: response), "\(path)")
            #expect(etag.hasPrefix("W/\"") && etag.hasSuffix("\""))
            #expect(etag == WeakETag.of(response.body))
            #expect(header("Cache-Control", of: response) == "max-age=0, private, must-revalidate")
        }
    }

    @Test func theSameBody_hasTheSameETag_andAnotherPageAnother() throws {
        let page1 = [QueryParameter(name: "page", value: "1"), QueryParameter(name: "per_page", value: "20")]
        let page2 = [QueryParameter(name: "page", value: "2"), QueryParameter(name: "per_page", value: "20")]
        let first = try #require(header("ETag", of: get("/items", query: page1)))
        #expect(header("ETag", of: get("/items", query: page1)) == first)
        #expect(header("ETag", of: get("/items", query: page2)) != first)
    }

    @Test func ifNoneMatchNamingTheETag_isAnswered304WithoutABody_keepingTheETagAndPaging() throws {
        let query = [QueryParameter(name: "page", value: "2"), QueryParameter(name: "per_page", value: "20")]
        let fresh = get("/items", query: query)
        let etag = try #require(header("ETag", of: fresh))
        let notModified = get("/items", query: query, ifNoneMatch: etag)
        #expect(notModified.status == 304)
        #expect(notModified.body.isEmpty)
        #expect(header("ETag", of: notModified) == etag)
        #expect(header("Content-Type", of: notModified) == nil)
        #expect(header("Link", of: notModified) == header("Link", of: fresh))
        #expect(get("/items", query: query, ifNoneMatch: String(etag.dropFirst(2))).status == 304)
        #expect(get("/items", query: query, ifNoneMatch: "W/\"0\"").status == 200)
    }

    @Test func aNotModifiedAnswer_isCountedAgainstTheHourLikeAnyOther() throws {
        let first = get("/items")
        let etag = try #require(header("ETag", of: first))
        let remaining = try #require(header("Rate-Remaining", of: first).flatMap { Int($0) })
        let notModified = get("/items", ifNoneMatch: etag)
        #expect(notModified.status == 304)
        #expect(header("Rate-Remaining", of: notModified) == String(remaining - 1))
    }

    @Test func errorsAndWrites_carryNoETag() {
        let missing = get("/items/0000000000000000000x")
        #expect(missing.status == 404)
        #expect(header("ETag", of: missing) == nil)
        let stock = handler.handle(StubRequest(
            method: "PUT", path: "/api/v2/items/\(corpus.item(at: 0).id)/stock",
            query: [], headers: [HeaderField("Authorization", "Bearer alice-token")], body: [], receivedAt: 0))
        #expect(stock.status == 204)
        #expect(header("ETag", of: stock) == nil)
    }
}
