import Testing

@testable import QiitaFeed

/// Lines found scalar by scalar break where `Character.isNewline` breaks them, and trim what
/// Unicode calls white space.
@Suite("Lines of an excerpt")
struct TextLinesTests {
    /// Every scalar `Character.isNewline` holds for, CR LF, and neighbours that are not breaks.
    static let samples: [String] = {
        let breaks = ["\n", "\r", "\r\n", "\n\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        var samples = ["", "one line", "\u{3000}全角\u{3000}", "e\u{301}", "\n\u{301}x", "a\r\n\r\nb", "🇯🇵\n👨‍👩‍👧"]
        for brk in breaks {
            samples += [brk, "a" + brk + "b", brk + "a" + brk, "背景" + brk + brk + "本文" + brk]
        }
        return samples
    }()

    @Test(arguments: samples)
    func lines_breakWhereCharacterIsNewlineBreaks(text: String) {
        let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        #expect(TextLines.lines(of: text).map(String.init) == expected)
    }

    @Test func trimmingEnd_dropsTrailingWhiteSpaceOfAnyKind_only() {
        #expect(TextLines.trimmingEnd("  indented\t \u{3000}\u{A0}") == "  indented")
        #expect(TextLines.trimmingEnd("\u{3000}") == "")
        #expect(TextLines.trimmingEnd("café") == "café")
    }

    @Test func firstLine_dropsWhiteSpaceOfAnyKindAtBothEnds() {
        #expect(entry(excerpt: " \t\u{3000}背景 は\u{3000} ").firstLine == "背景 は")
        #expect(entry(excerpt: "\u{2003}\n\u{2028}\r\n 次 ").firstLine == "次")
    }

    private func entry(excerpt: String) -> FeedEntry {
        FeedEntry(
            itemID: "0123456789abcdef0123", userID: "alice", title: "t", link: "https://qiita.com/alice/items/0123456789abcdef0123",
            excerpt: excerpt)
    }

    @Test func plainText_takesCarriageReturnAndLineFeedForOneBreak() {
        #expect(HTMLPlainText.text(of: "one&#13;&#10;two&#13;three") == "one\ntwo\nthree")
    }
}
