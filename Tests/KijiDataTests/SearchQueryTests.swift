@testable import KijiData
import Testing

@Suite("What is typed to search, as the index is asked")
struct SearchQueryTests {
    @Test func longWords_areQuotedFTSStringsAllRequired() {
        #expect(SearchQuery("形態素 解析器")?.match == #""形態素" "解析器""#)
        #expect(SearchQuery("形態素 解析器")?.likePatterns == [])
    }

    @Test func aDoubleQuote_isDoubledInsideTheString() {
        #expect(SearchQuery(#"say"hi""#)?.match == #""say""hi""""#)
    }

    @Test func wordsOfOneOrTwoCharacters_becomeLikePatternsWithTheirWildcardsEscaped() {
        let query = SearchQuery("Go % a_ 並行処理")
        #expect(query?.match == #""並行処理""#)
        #expect(query?.likePatterns == ["%Go%", #"%\%%"#, #"%a\_%"#])
    }

    @Test func charactersAreCountedAsTheTokenizerCountsThem() {
        #expect(SearchQuery.isShort("言語"))
        #expect(!SearchQuery.isShort("日本語"))
    }

    @Test func blankText_isNoQuery() {
        #expect(SearchQuery(" \t\n") == nil)
    }
}
