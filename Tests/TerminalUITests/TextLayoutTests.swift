import Testing
@testable import TerminalUI

struct TextLayoutTests {
    @Test func aLineWithAHangingIndent_wrapsBesideItsLabel_laterLinesUnderTheText() {
        var line = StyledLine([StyledSpan("09:15  "), StyledSpan("one two three four five")])
        line.hangingIndent = 7
        let lines = TextLayout.wrap([line], toWidth: 17).map(\.plainText.string)
        #expect(lines == ["09:15  one two", "       three four", "       five"])
    }

    @Test func aHangingIndentThatEndsInsideASpan_isIgnored() {
        var line = StyledLine([StyledSpan("09:15 one two three")])
        line.hangingIndent = 7
        #expect(TextLayout.wrap(line, toWidth: 10).map(\.plainText.string) == ["09:15 one", "two three"])
    }

    @Test func truncation_withJapanese_cutsAtColumnsWithEllipsis() {
        let text = TextLayout.truncate(DisplayText(sanitizing: "日本語のタイトル"), toWidth: 7)
        #expect(text.string == "日本語…")
        #expect(text.width == 7)
    }

    @Test func truncation_wideCharacterThatWouldCrossTheLimit_isLeftOut() {
        let text = TextLayout.truncate(DisplayText(sanitizing: "日本語のタイトル"), toWidth: 6)
        #expect(text.string == "日本…")
        #expect(text.width == 5)
    }

    @Test func truncation_withJapanese_padsToExactColumns() {
        for width in 0...20 {
            let fitted = TextLayout.fit(DisplayText(sanitizing: "日本語のタイトル🚀"), toWidth: width)
            #expect(fitted.width == width, "width \(width): \(fitted.string)")
        }
    }

    @Test func truncation_withEmoji_padsToExactColumns() {
        for width in 0...12 {
            let fitted = TextLayout.fit(DisplayText(sanitizing: "a👨‍👩‍👧‍👦b❤️c🇯🇵d"), toWidth: width)
            #expect(fitted.width == width, "width \(width): \(fitted.string)")
        }
    }

    @Test func truncation_shortText_isOnlyPadded() {
        #expect(TextLayout.fit("abc", toWidth: 5).string == "abc  ")
    }

    @Test func truncation_newlinesInSingleLineText_becomeSpaces() {
        #expect(TextLayout.truncate(DisplayText(sanitizing: "a\nb\tc"), toWidth: 10).string == "a b c")
    }

    @Test func wrapping_latin_breaksAtSpaces() {
        let lines = TextLayout.wrap("the quick brown fox jumps", toWidth: 10).map(\.string)
        #expect(lines == ["the quick", "brown fox", "jumps"])
    }

    @Test func wrapping_japanese_breaksBetweenKanjiAndKana() {
        let lines = TextLayout.wrap(DisplayText(sanitizing: "日本語の文章を折り返す"), toWidth: 6).map(\.string)
        #expect(lines == ["日本語", "の文章", "を折り", "返す"])
    }

    @Test func wrapping_oddWidthWithJapanese_neverExceedsWidth() {
        let lines = TextLayout.wrap(DisplayText(sanitizing: "日本語の文章を折り返す"), toWidth: 5)
        #expect(lines.allSatisfy { $0.width <= 5 })
        #expect(lines.map(\.string).joined() == "日本語の文章を折り返す")
    }

    @Test func wrapping_longWord_isHardBroken() {
        let lines = TextLayout.wrap("a supercalifragilistic word", toWidth: 8).map(\.string)
        #expect(lines == ["a", "supercal", "ifragili", "stic", "word"])
    }

    @Test func wrapping_mixedJapaneseAndLatin_breaksBetweenThem() {
        let lines = TextLayout.wrap(DisplayText(sanitizing: "日本語abc def"), toWidth: 8).map(\.string)
        #expect(lines == ["日本語ab", "c def"] || lines == ["日本語", "abc def"])
        #expect(lines.allSatisfy { TextWidth.width(of: $0) <= 8 })
    }

    @Test func wrapping_newlines_startNewLines_tabsBecomeSpaces() {
        let lines = TextLayout.wrap(DisplayText(sanitizing: "a\tb\nc"), toWidth: 20).map(\.string)
        #expect(lines == ["a   b", "c"])
    }

    @Test func wrapping_styledSpans_keepTheirStyles() {
        let bold = Style(attributes: .bold)
        let line = StyledLine([StyledSpan("hello "), StyledSpan("bold world", style: bold)])
        let lines = TextLayout.wrap(line, toWidth: 10)
        #expect(lines.map(\.plainText.string) == ["hello bold", "world"])
        #expect(lines[1].spans.map(\.style) == [bold])
        #expect(lines[0].spans.last?.style == bold)
    }

    @Test func wrapping_zeroWidth_returnsNoLines() {
        #expect(TextLayout.wrap("abc", toWidth: 0).isEmpty)
    }

    @Test func wrapping_wideCharacterInOneColumn_getsItsOwnLine() {
        let lines = TextLayout.wrap(DisplayText(sanitizing: "日本"), toWidth: 1).map(\.string)
        #expect(lines == ["日", "本"])
    }
}
