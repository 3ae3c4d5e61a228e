import Foundation
import Testing

@testable import QiitaStub

@Suite("The stub's HTTP and API pieces")
struct StubPiecesTests {
    @Test func jsonWriter_escapesEveryControlCharacterAndRoundTrips() throws {
        for text in HostileContent.titles + HostileContent.userNames {
            var writer = JSONWriter()
            writer.object { $0.field("title", text) }
            #expect(!writer.bytes.contains { $0 < 0x20 || $0 == 0x7F })
            let decoded = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: String]
            #expect(decoded?["title"] == text)
        }
    }

    @Test func isoDate_isJapanTimeWithAnOffset() {
        #expect(QiitaJSON.isoDate(1_728_151_864) == "2024-10-06T03:11:04+09:00")
        #expect(QiitaJSON.isoDate(0) == "1970-01-01T09:00:00+09:00")
    }

    @Test func paging_outsideOneToOneHundred_isRejected() {
        func request(_ query: [(String, String)]) -> StubRequest {
            StubRequest(method: "GET", path: "/api/v2/items", query: query.map { QueryParameter(name: $0.0, value: $0.1) },
                        headers: [], body: [], receivedAt: 0)
        }
        #expect(Paging(request([])).map { [$0.page, $0.perPage] } == [1, 20])
        #expect(Paging(request([("page", "0")])) == nil)
        #expect(Paging(request([("page", "101")])) == nil)
        #expect(Paging(request([("per_page", "101")])) == nil)
        #expect(Paging(request([("per_page", "ten")])) == nil)
    }

    @Test func linkHeader_onAMiddlePage_namesAllFourRelations() {
        let paging = Paging(StubRequest(
            method: "GET", path: "/x", query: [QueryParameter(name: "page", value: "2"), QueryParameter(name: "per_page", value: "10")],
            headers: [], body: [], receivedAt: 0))!
        let headers = paging.headers(total: 35, url: "http://h/api/v2/items", extraQuery: "")
        #expect(headers[0].value == #"<http://h/api/v2/items?page=1&per_page=10>; rel="first", <http://h/api/v2/items?page=1&per_page=10>; rel="prev", <http://h/api/v2/items?page=3&per_page=10>; rel="next", <http://h/api/v2/items?page=4&per_page=10>; rel="last""#)
        #expect(headers[1] == HeaderField("Total-Count", "35"))
    }

    @Test func faultRule_matchesSegmentsWithWildcards() {
        let rule = StubFaultRule(method: "GET", path: "/users/*/items", fault: .malformedJSON)
        #expect(rule.matches(method: "GET", path: "/users/alice/items"))
        #expect(!rule.matches(method: "PUT", path: "/users/alice/items"))
        #expect(!rule.matches(method: "GET", path: "/users/alice/stocks"))
        #expect(StubFaultRule(path: "*", fault: .malformedJSON).matches(method: "DELETE", path: "/items/x/stock"))
    }

    @Test func requestParser_waitsForTheWholeBodyAndDecodesTheQuery() {
        let head = "GET /api/v2/items?query=tag%3Aswift+%E5%85%A5%E9%96%80&page=2 HTTP/1.1\r\nHost: h\r\nContent-Length: 4\r\n\r\nab"
        guard case .incomplete = RequestParser.parse(Array(head.utf8)) else {
            Issue.record("a request with half its body is incomplete")
            return
        }
        guard case .request(let request, let consumed) = RequestParser.parse(Array((head + "cd").utf8)) else {
            Issue.record("a whole request parses")
            return
        }
        #expect(consumed == head.utf8.count + 2)
        #expect(request.queryValue("query") == "tag:swift 入門")
        #expect(request.queryValue("page") == "2")
        #expect(request.body == Array("abcd".utf8))
    }

    @Test func requestParser_rejectsTLSAndGarbage() {
        guard case .malformed = RequestParser.parse([0x16, 0x03, 0x01, 0x02]) else {
            Issue.record("a TLS ClientHello is not HTTP")
            return
        }
    }

    @Test func searchQuery_combinesQualifiersAndWords() {
        let corpus = Corpus(options: CorpusOptions(itemCount: 100))
        let item = corpus.item(at: 0)
        let author = corpus.users[item.authorIndex].id
        #expect(SearchQuery("user:\(author)").matches(item, author: author))
        #expect(SearchQuery("USER:\(author.uppercased()) tag:\(item.tags[0].lowercased())").matches(item, author: author))
        #expect(!SearchQuery("user:someone-else").matches(item, author: author))
        #expect(!SearchQuery("tag:\(item.tags[0]) zzzz-not-in-title").matches(item, author: author))
    }
}
