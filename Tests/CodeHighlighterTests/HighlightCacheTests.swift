import ArticleLayout
@testable import CodeHighlighter
import MarkdownText
import Testing

/// The highlight cache stays under its bound in bytes and drops the least recently used first.
struct HighlightCacheTests {
    private func request(_ name: String, lines: Int = 10) -> CodeHighlightRequest {
        CodeHighlightRequest(block: CodeBlock(language: "python", lines: (0..<lines).map { "\(name)_\($0) = \"\($0)\"" }))!
    }

    private func highlight(for request: CodeHighlightRequest) -> CodeHighlight? {
        CodeHighlight(runs: [(.keyword, request.text.unicodeScalars.count)], for: request)
    }

    /// A cache that holds exactly three entries the size of `request("a")`'s.
    private func cacheForThree() -> HighlightCache {
        let one = HighlightCache.cost(of: request("a"), highlight(for: request("a")))
        return HighlightCache(limit: 3 * one + one / 2)
    }

    @Test func theLeastRecentlyInserted_goesFirst() {
        var cache = cacheForThree()
        for name in ["a", "b", "c", "d"] { cache.insert(highlight(for: request(name)), for: request(name)) }
        #expect(!cache.contains(request("a")))
        #expect(["b", "c", "d"].allSatisfy { cache.contains(request($0)) })
    }

    @Test func readingAnEntry_makesItTheMostRecentlyUsed() {
        var cache = cacheForThree()
        for name in ["a", "b", "c"] { cache.insert(highlight(for: request(name)), for: request(name)) }
        #expect(cache.highlight(for: request("a")) == .some(highlight(for: request("a"))))
        cache.insert(highlight(for: request("d")), for: request("d"))
        #expect(!cache.contains(request("b")))
        #expect(["a", "c", "d"].allSatisfy { cache.contains(request($0)) })
        cache.insert(nil, for: request("e"))
        #expect(!cache.contains(request("c")))
        #expect(cache.highlight(for: request("e")) == .some(nil))
    }

    @Test func aLargeEntry_pushesOutAsManyOldOnesAsItNeeds_andTheBoundHolds() {
        var cache = cacheForThree()
        for name in ["a", "b", "c"] { cache.insert(highlight(for: request(name)), for: request(name)) }
        let large = request("large", lines: 20)
        cache.insert(highlight(for: large), for: large)
        #expect(cache.contains(large))
        #expect(cache.count == 2)
        #expect(cache.contains(request("c")))
        #expect(cache.bytes <= cache.limit)
    }

    @Test func anEntryLargerThanTheBound_isNotKept_andKeepsTheOthers() {
        var cache = cacheForThree()
        cache.insert(highlight(for: request("a")), for: request("a"))
        let huge = request("huge", lines: 200)
        cache.insert(highlight(for: huge), for: huge)
        #expect(!cache.contains(huge))
        #expect(cache.contains(request("a")))
    }

    @Test func manyInsertions_neverGoOverTheBound_andTheBytesAreTheSumOfWhatIsKept() {
        var cache = HighlightCache(limit: 64 * 1024)
        var inserted: [CodeHighlightRequest] = []
        for number in 0..<2_000 {
            let next = request("block\(number)", lines: 1 + number % 30)
            cache.insert(number % 3 == 0 ? nil : highlight(for: next), for: next)
            inserted.append(next)
            #expect(cache.bytes <= cache.limit)
        }
        let kept = inserted.filter(cache.contains)
        #expect(kept.count == cache.count)
        #expect(kept.count > 10)
        #expect(kept == Array(inserted.suffix(kept.count)))
        let sum = kept.enumerated().reduce(0) { total, pair in
            let number = inserted.count - kept.count + pair.offset
            return total + HighlightCache.cost(of: pair.element, number % 3 == 0 ? nil : highlight(for: pair.element))
        }
        #expect(sum == cache.bytes)
    }
}
