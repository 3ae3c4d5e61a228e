@testable import KijiData
import Testing

@Suite("What is typed to search, as the index is asked")
struct SearchQueryTests {
    @Test func longWords_becomeTheirTrigramsAsQuotedFTSStringsAllRequired_andEachWordALikePattern() {
        let query = SearchQuery("形態素 東京タワー")
        #expect(query?.match == #""形態素" "東京タ" "京タワ" "タワー""#)
        #expect(query?.likePatterns == ["%形態素%", "%東京タワー%"])
    }

    @Test func eachLongWord_hasItsOwnTrigramQueryForRanking() {
        #expect(SearchQuery("形態素 Go 東京タワー")?.wordMatches == [#""形態素""#, #""東京タ" "京タワ" "タワー""#])
    }

    @Test func aTrigramTwoWordsShare_isAskedOnce() {
        #expect(SearchQuery("abcd bcde")?.match == #""abc" "bcd" "cde""#)
    }

    @Test func aDoubleQuote_isDoubledInsideTheString() {
        #expect(SearchQuery(#"say"hi"#)?.match == #""say" "ay""" "y""h" """hi""#)
    }

    @Test func wordsOfOneOrTwoCharacters_haveNoTrigramsAndBecomeLikePatternsWithTheirWildcardsEscaped() {
        let query = SearchQuery("Go % a_ 並行処理")
        #expect(query?.match == #""並行処" "行処理""#)
        #expect(query?.likePatterns == ["%Go%", #"%\%%"#, #"%a\_%"#, "%並行処理%"])
    }

    @Test func trigrams_areCutFromUnicodeScalarsAsTheTokenizerReadsThem() {
        #expect(SearchQuery.trigrams("e\u{301}té") == ["e\u{301}t", "\u{301}té"])
        #expect(SearchQuery.trigrams("言語") == [])
    }

    @Test func charactersAreCountedAsTheTokenizerCountsThem() {
        #expect(SearchQuery.isShort("言語"))
        #expect(!SearchQuery.isShort("日本語"))
    }

    @Test func blankText_isNoQuery() {
        #expect(SearchQuery(" \t\n") == nil)
    }
}
