import Foundation
import Testing

@testable import QiitaStub

/// Qiita's search operators as the stub answers them, each checked against the corpus itself:
/// dates compared as the Japan-time text Qiita shows (`2024-03-05T…+09:00`), counts and words read
/// from the items.
@Suite("The stub's search operators")
struct SearchOperatorTests {
    private static let corpus = Corpus(options: CorpusOptions(itemCount: 30_000))
    private static let small = Corpus(options: CorpusOptions(itemCount: 1000))

    private struct Answer {
        var status: Int
        var total: Int?
        var items: [[String: Any]]
    }

    private static func search(_ query: String, in corpus: Corpus = corpus, page: Int = 1) throws -> Answer {
        let handler = QiitaAPIHandler(corpus: corpus, state: StubState(latency: 0, now: 1_795_200_000), tokens: [:], clock: { 1_795_200_000 })
        let response = handler.handle(StubRequest(
            method: "GET", path: "/api/v2/items",
            query: [QueryParameter(name: "query", value: query), QueryParameter(name: "per_page", value: "100"),
                    QueryParameter(name: "page", value: String(page))],
            headers: [], body: [], receivedAt: 0))
        let items = (try? JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]]) ?? []
        let total = response.headers.first { $0.name == "Total-Count" }.flatMap { Int($0.value) }
        return Answer(status: response.status, total: total, items: items)
    }

    /// The Japan-time date of a UNIX time as Qiita writes it: `2024-03-05`.
    private static func day(_ seconds: Int) -> String { String(QiitaJSON.isoDate(seconds).prefix(10)) }

    private static func holds(_ text: String, _ comparison: String, _ value: String) -> Bool {
        let part = String(text.prefix(value.count))
        switch comparison {
        case "<": return part < value
        case "<=": return part <= value
        case ">": return part > value
        case ">=": return part >= value
        default: return part == value
        }
    }

    @Test func theCorpusReachesYearsBack_newestFirst() {
        let oldest = Self.corpus.item(at: 29_999, withBody: false)
        #expect(Self.day(Self.corpus.item(at: 0, withBody: false).createdAt) == "2026-11-20")
        #expect(Self.day(oldest.createdAt) < "2022-01-01")
        #expect(Self.corpus.createdAt(ofSlot: 1000) > Self.corpus.createdAt(ofSlot: 1001))
    }

    @Test(arguments: ["<", "<=", ">", ">=", ""], ["2024", "2023-06", "2025-02-28"])
    func created_comparesTheJapanDate(comparison: String, value: String) throws {
        let answer = try Self.search("created:\(comparison)\(value)")
        let expected = (0..<Self.corpus.itemCount).filter { Self.holds(Self.day(Self.corpus.createdAt(ofSlot: $0)), comparison, value) }
        #expect(answer.status == 200)
        #expect(answer.total == expected.count)
        #expect(answer.items.map { $0["id"] as? String } == expected.prefix(100).map { Self.corpus.item(at: $0, withBody: false).id })
    }

    @Test(arguments: ["<", "<=", ">", ">="], ["2026-11-15", "2026-11-19"])
    func updated_comparesTheJapanDateOfTheLastChange(comparison: String, value: String) throws {
        let answer = try Self.search("updated:\(comparison)\(value)", in: Self.small)
        let expected = (0..<1000).filter { Self.holds(Self.day(Self.small.item(at: $0, withBody: false).updatedAt), comparison, value) }
        #expect(answer.total == expected.count)
        #expect(expected.count > 0 && expected.count < 1000)
    }

    @Test func stocksGreaterThan_keepsItemsWithMoreStocks() throws {
        let answer = try Self.search("stocks:>100", in: Self.small)
        let expected = (0..<1000).filter { Self.small.item(at: $0, withBody: false).stocksCount > 100 }
        #expect(answer.total == expected.count)
        #expect(answer.items.allSatisfy { ($0["stocks_count"] as? Int ?? 0) > 100 })
        #expect(expected.count > 0 && expected.count < 1000)
    }

    @Test func body_findsAWordInTheBody() throws {
        let answer = try Self.search("body:ポイント", in: Self.small)
        let expected = (0..<1000).filter { Self.small.item(at: $0).body.contains("ポイント") }
        #expect(answer.total == expected.count)
        #expect(expected.count > 0 && expected.count < 1000)
    }

    @Test func minusTag_excludesTheTag() throws {
        let answer = try Self.search("tag:Swift -tag:iOS created:>=2025", in: Self.corpus)
        let expected = (0..<30_000).filter { slot in
            let tags = Self.corpus.item(at: slot, withBody: false).tags
            let lowered = tags.map { $0.lowercased() }
            return lowered.contains("swift") && !lowered.contains("ios") && Self.day(Self.corpus.createdAt(ofSlot: slot)) >= "2025"
        }
        #expect(answer.total == expected.count)
        #expect(expected.count > 0)
        #expect(answer.items.allSatisfy { item in
            let tags = (item["tags"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            return tags.contains("Swift") && !tags.contains("iOS")
        })
    }

    @Test(arguments: ["tag:swift created:<2025-06", "user:alice created:>=2024-01-01"])
    func aTagOrUserWithADate_answeredFromTheIndexes_isWhatTheItemsSay(query: String) throws {
        let answer = try Self.search(query)
        let expected = (0..<30_000).filter { slot in
            let item = Self.corpus.item(at: slot, withBody: false)
            let day = Self.day(item.createdAt)
            return query.hasPrefix("tag:")
                ? item.tags.contains { $0.lowercased() == "swift" } && day < "2025-06"
                : Self.corpus.users[item.authorIndex].id == "alice" && day >= "2024-01-01"
        }
        #expect(answer.total == expected.count)
        #expect(expected.count > 0)
        #expect(answer.items.map { $0["id"] as? String } == expected.prefix(100).map { Self.corpus.item(at: $0, withBody: false).id })
    }

    @Test func or_joinsAlternatives_eachWithItsOwnTerms() throws {
        let answer = try Self.search("tag:Zig created:<2024 OR tag:Elixir created:>=2026-11-19")
        let expected = (0..<30_000).filter { slot in
            let tags = Self.corpus.item(at: slot, withBody: false).tags
            let day = Self.day(Self.corpus.createdAt(ofSlot: slot))
            return (tags.contains("Zig") && day < "2024") || (tags.contains("Elixir") && day >= "2026-11-19")
        }
        #expect(answer.total == expected.count)
        #expect(expected.count > 0)
    }

    @Test(arguments: ["created:<2024-13", "created:=>2024", "created:<<2024", "created:<abc", "updated:>2024-02-30",
                      "stocks:>many", "stocks:~5", "tag:Swift created:<20240101"])
    func aMalformedOperatorOrDate_isAnsweredWithAnEmptyList(query: String) throws {
        let answer = try Self.search(query)
        #expect(answer.status == 200)
        #expect(answer.items.isEmpty)
        #expect(answer.total == 0)
    }
}
