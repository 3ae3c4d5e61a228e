import KijiData
import KijiDomain
import Testing

@testable import kiji

/// How `kiji find` prints what it found.
struct FoundMatchesTests {
    private let match = SearchMatch(
        id: Item.ID("c686397e4a0f4f11683d"), title: "全文検索\u{1B}]0;owned\u{7} 入門", author: User.ID("alice"), createdAt: nil,
        url: "https://qiita.com/alice/items/c686397e4a0f4f11683d",
        excerpt: [.init("本題は", isMatch: false), .init("全文\u{1B}[2J検索", isMatch: true), .init("の話", isMatch: false)])

    @Test func lines_areTheTitleLineAndTheExcerpt_withoutAnyControlFromTheCache() {
        #expect(FoundMatches.lines([match], marked: false) == [
            "全文検索 入門  @alice  c686397e4a0f4f11683d", "    本題は全文検索の話",
        ])
    }

    @Test func markedLines_embolden_onlyTheMatchedWords() {
        #expect(FoundMatches.lines([match], marked: true)[1] == "    本題は\u{1B}[1m全文検索\u{1B}[22mの話")
    }

    @Test func json_holdsEveryFieldAndTheExcerptsPieces_sanitised() throws {
        #expect(try FoundMatches.json([match]) == #"""
            [{"author":"alice","excerpt":[{"match":false,"text":"本題は"},{"match":true,"text":"全文検索"},{"match":false,"text":"の話"}],"id":"c686397e4a0f4f11683d","title":"全文検索 入門","url":"https://qiita.com/alice/items/c686397e4a0f4f11683d"}]
            """#)
    }

    @Test func json_ofNoMatch_isAnEmptyArray() throws {
        #expect(try FoundMatches.json([]) == "[]")
    }
}
