import Foundation
import Testing

@testable import QiitaStub

@Suite("The stub's Atom feeds")
struct FeedRouteTests {
    private let corpus = Corpus(options: CorpusOptions(itemCount: 400, includeHostile: true))
    private let state = StubState(latency: 0, now: 1_795_200_000)

    private var handler: QiitaAPIHandler {
        QiitaAPIHandler(corpus: corpus, state: state, tokens: [:], clock: { 1_795_200_000 })
    }

    private func get(_ path: String, ifNoneMatch: String? = nil) -> StubResponse {
        var headers = [HeaderField("Host", "127.0.0.1:8080")]
        if let ifNoneMatch { headers.append(HeaderField("If-None-Match", ifNoneMatch)) }
        return handler.handle(StubRequest(method: "GET", path: path, query: [], headers: headers, body: [], receivedAt: 0))
    }

    private func etag(of response: StubResponse) -> String? {
        response.headers.first { $0.name == "ETag" }?.value
    }

    @Test func feedPaths_areTheTrendAndTagFeedsOnly() {
        #expect(FeedRoutes.feed(at: "/popular-items/feed") == .popular)
        #expect(FeedRoutes.feed(at: "/tags/swift/feed") == .tag("swift"))
        #expect(FeedRoutes.feed(at: "/tags//feed") == nil)
        #expect(FeedRoutes.feed(at: "/api/v2/tags/swift/items") == nil)
        #expect(FeedRoutes.feed(at: "/popular-items/feed/x") == nil)
    }

    @Test func ifNoneMatch_isComparedWeaklyInALineOfETags() throws {
        let first = get("/popular-items/feed")
        let tag = try #require(etag(of: first))
        let opaque = String(tag.dropFirst(2))
        #expect(get("/popular-items/feed", ifNoneMatch: tag).status == 304)
        #expect(get("/popular-items/feed", ifNoneMatch: opaque).status == 304)
        #expect(get("/popular-items/feed", ifNoneMatch: "W/\"other\", \(tag)").status == 304)
        #expect(get("/popular-items/feed", ifNoneMatch: "*").status == 304)
        #expect(get("/popular-items/feed", ifNoneMatch: "W/\"other\"").status == 200)
        #expect(etag(of: get("/popular-items/feed", ifNoneMatch: tag)) == tag)
    }

    @Test func hostileTitles_leaveTheFeedWellFormedWithoutControlCharacters() throws {
        let slots = (0..<corpus.itemCount).filter { corpus.item(at: $0, withBody: false).title.unicodeScalars.contains { $0.value < 0x20 } }
        #expect(!slots.isEmpty)
        let tag = try #require(corpus.item(at: slots[0], withBody: false).tags.first)
        let body = get("/tags/\(tag)/feed").body
        #expect(!body.contains { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D })
        let text = String(decoding: body, as: UTF8.self)
        #expect(text.hasPrefix("<?xml") && text.hasSuffix("</feed>\n"))
    }

    @Test func feedFaults_shapeTheDocument() {
        func body(with fault: StubFault) -> String {
            state.setFaults([StubFaultRule(path: "/popular-items/feed", fault: fault)])
            defer { state.setFaults([]) }
            return String(decoding: get("/popular-items/feed").body, as: UTF8.self)
        }
        func count(_ part: String, in text: String) -> Int { text.components(separatedBy: part).count - 1 }
        #expect(count("<entry>", in: body(with: .feedWithoutEntries)) == 0)
        #expect(count("rel=\"alternate\"", in: body(with: .feedEntryWithoutLink)) == 30)
        #expect(count("https://elsewhere.example/", in: body(with: .feedLinkToOtherHost)) == 1)
        #expect(body(with: .feedOversize(bytes: 5 * 1024 * 1024)).utf8.count >= 5 * 1024 * 1024)
        #expect(!body(with: .feedMalformed).hasSuffix("</feed>\n"))
    }
}
