import ArticleLayout
import TerminalUI
import Testing

/// The find in an article: folding, smart case, matches across wraps, and every kind of block.
struct FindTextTests {
    /// Lines of plain text, one span each.
    private func lines(_ texts: String...) -> [StyledLine] {
        texts.map { StyledLine(DisplayText(sanitizing: $0)) }
    }

    /// The marks of every match of `query` in `lines`.
    private func found(_ query: String, in lines: [StyledLine]) throws -> [[TextMark]] {
        FindText(lines).matches(of: try #require(FindQuery(query))).map(\.marks)
    }

    @Test func findingAWord_marksEachPlaceItIsDrawn() throws {
        #expect(try found("cat", in: lines("a cat and a cat", "no dog")) == [
            [TextMark(line: 0, columns: 2..<5)], [TextMark(line: 0, columns: 12..<15)],
        ])
    }

    @Test func aLowercaseQuery_ignoresASCIICase() throws {
        #expect(try found("swift", in: lines("Swift and SWIFT and swift")).count == 3)
    }

    @Test func aQueryWithACapital_mindsCase() throws {
        #expect(try found("Swift", in: lines("Swift and SWIFT and swift")) == [[TextMark(line: 0, columns: 0..<5)]])
    }

    @Test func aFullWidthCapital_mindsCaseToo() throws {
        #expect(try found("Ｓwift", in: lines("swift Swift")) == [[TextMark(line: 0, columns: 6..<11)]])
    }

    @Test func fullWidthAndHalfWidthLetters_matchEachOther() throws {
        #expect(try found("abc", in: lines("ＡＢＣ")) == [[TextMark(line: 0, columns: 0..<6)]])
        #expect(try found("ＡＢＣ", in: lines("x ABC")) == [[TextMark(line: 0, columns: 2..<5)]])
    }

    @Test func halfWidthAndFullWidthKatakana_matchEachOther() throws {
        #expect(try found("ｶﾀｶﾅ", in: lines("「カタカナ」")) == [[TextMark(line: 0, columns: 2..<10)]])
        #expect(try found("カタカナ", in: lines("ｶﾀｶﾅ")) == [[TextMark(line: 0, columns: 0..<4)]])
    }

    @Test func aHalfWidthVoicedKana_matchesItsFullWidthLetter() throws {
        #expect(try found("ガイド", in: lines("ｶﾞｲﾄﾞ")).count == 1)
        #expect(try found("ﾊﾟｽ", in: lines("パス")).count == 1)
        #expect(try found("ガ", in: lines("カ\u{3099}")).count == 1)
    }

    @Test func hiraganaAndKatakana_stayApart() throws {
        #expect(try found("かな", in: lines("カナ")).isEmpty)
    }

    @Test func findingAcrossAWrapAtASpace_highlightsBothLines() throws {
        #expect(try found("read me", in: lines("please read", "me now")) == [
            [TextMark(line: 0, columns: 7..<11), TextMark(line: 1, columns: 0..<2)],
        ])
    }

    @Test func findingAcrossAWrapBetweenJapaneseCharacters_highlightsBothLines() throws {
        #expect(try found("日本語", in: lines("これは日本", "語です")) == [
            [TextMark(line: 0, columns: 6..<10), TextMark(line: 1, columns: 0..<2)],
        ])
    }

    @Test func aWrapUnderAnIndent_isCrossedWithoutMarkingTheIndent() throws {
        #expect(try found("two words", in: lines("- two", "  words")) == [
            [TextMark(line: 0, columns: 2..<5), TextMark(line: 1, columns: 2..<7)],
        ])
    }

    @Test func runsOfWhiteSpace_matchOneSpace() throws {
        #expect(try found("a  b", in: lines("a \u{3000} b")).count == 1)
    }

    @Test func aQueryOfWhiteSpaceOnly_findsNothingToLookFor() {
        #expect(FindQuery(" \u{3000}\t") == nil)
    }

    @Test func matches_doNotOverlap() throws {
        #expect(try found("aa", in: lines("aaaaa")).count == 2)
    }

    @Test func aWrappedParagraph_isFoundAcrossItsWrapWhereverTheLayoutBreaksIt() throws {
        let laid = layout("The quick brown fox jumps over the lazy dog.", width: 12)
        let matches = try found("fox jumps over", in: laid)
        #expect(matches.count == 1)
        #expect(matches.first.map { Set($0.map(\.line)).count } ?? 0 > 1)
    }

    @Test func aCodeLineWrappedInItsFrame_isFoundAcrossTheWrap() throws {
        let laid = layout("```\nlet screenSized = true\n```\n", width: 16)
        let wrapped = texts(laid)
        #expect(wrapped.contains { $0.hasPrefix("↪") })
        let match = try #require(try found("screensized", in: laid).first)
        #expect(match.count == 2)
        #expect(match.map { wrapped[$0.line] }.allSatisfy { !$0.isEmpty })
    }

    @Test(arguments: [
        ("Text.\n\n```swift\nlet answer = 42\n```\n", "answer", "let answer = 42"),
        ("| name | 値 |\n|---|---|\n| kiji | ＴＵＩ |\n", "tui", "ＴＵＩ"),
        ("See [the manual](https://example.com/manual).", "the manual", "the manual"),
        ("![構成図](https://example.com/a.png)", "構成図", "[image: 構成図]"),
    ])
    func codeTablesLinkTextsAndImagePlaceholders_areSearched(markdown: String, query: String, shown: String) throws {
        let laid = layout(markdown, width: 40)
        let match = try #require(try found(query, in: laid).first)
        #expect(texts(laid)[match[0].line].contains(shown))
    }
}
