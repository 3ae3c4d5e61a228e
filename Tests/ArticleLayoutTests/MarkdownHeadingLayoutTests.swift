import MarkdownText
import TerminalUI
import Testing
import ArticleLayout

struct MarkdownHeadingLayoutTests {
    @Test(arguments: [80, 30])
    func levelOneHeading_isRuledWithDoubleLineAsWideAsItsTitle(width: Int) {
        #expect(texts("# Title", width: width) == ["Title", "═════"])
    }

    @Test(arguments: [80, 30])
    func levelTwoHeading_isRuledWithSingleLine(width: Int) {
        #expect(texts("## Section", width: width) == ["Section", "───────"])
    }

    @Test(arguments: [80, 30])
    func deeperHeadings_showHashMarksInsteadOfARule(width: Int) {
        #expect(texts("### Three\n\n#### Four", width: width) == ["### Three", "", "#### Four"])
    }

    @Test func headingText_isBoldInTheHeadingColour() throws {
        let lines = layout("## Section", width: 80)
        let title = try #require(span(containing: "Section", in: lines))
        #expect(title.style.attributes.contains(.bold))
        #expect(title.style.foreground == Theme.standard[.heading].foreground)
    }

    @Test func longHeading_wrapsAndItsRuleSpansTheWidestLine() {
        let lines = texts("# A heading that is much too long for a narrow screen", width: 30)
        #expect(lines == ["A heading that is much too", "long for a narrow screen", String(repeating: "═", count: 26)])
    }

    @Test(arguments: [80, 30])
    func japaneseHeading_ruleMatchesItsDisplayColumns(width: Int) {
        #expect(texts("# 見出し", width: width) == ["見出し", "══════"])
    }

    @Test func japaneseHeadingWiderThanTheScreen_isBrokenAnywhereAndRuledToTheWidth() {
        let lines = texts("# 日本語の見出しがとても長い場合", width: 10)
        #expect(lines == ["日本語の見", "出しがとて", "も長い場合", "══════════"])
    }

    @Test func blocks_areSeparatedByOneBlankLineWithNoneAtTheEnds() {
        let lines = texts("# One\n\n\n\nText\n\n## Two\n\nMore text", width: 80)
        #expect(lines == ["One", "═══", "", "Text", "", "Two", "───", "", "More text"])
    }
}
