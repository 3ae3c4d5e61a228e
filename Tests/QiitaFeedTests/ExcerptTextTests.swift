import Foundation
import Testing

@testable import QiitaFeed

/// An excerpt's plain text and first line: lines trimmed at their end, blank lines at either end
/// dropped, whitespace of any kind (tabs, ideographic spaces) counted as such.
@Suite("An entry's excerpt as text")
struct ExcerptTextTests {
    @Test func plainText_trimsEachLineAtItsEndOnly_andDropsBlankLinesAtEitherEnd() {
        let text = HTMLPlainText.text(of: "<p>\u{3000}</p><p>  indented\t </p><p>second\u{3000}</p><p> </p>")
        #expect(text == "  indented\nsecond")
    }

    @Test func plainText_keepsBlankLinesInside() {
        #expect(HTMLPlainText.text(of: "one<br><br>two  ") == "one\n\ntwo")
    }

    @Test func firstLine_isTheFirstLineWithText_trimmedAtBothEnds() {
        let entry = FeedEntry(
            itemID: "0123456789abcdef0123", userID: "alice", title: "t", link: "https://qiita.com/alice/items/0123456789abcdef0123",
            excerpt: " \t\n\u{3000}\n  背景 は　\u{3000}\nnext")
        #expect(entry.firstLine == "背景 は")
    }
}
