import TerminalUI
import Testing

/// The conformance checks catch what they are meant to catch.
struct ConformanceChecksTests {
    private func lines(_ texts: [String]) -> [StyledLine] {
        texts.map { StyledLine(DisplayText(sanitizing: $0)) }
    }

    /// One line of a one-column table cell holding `text`, with no padding.
    private func cell(_ text: String) -> StyledLine {
        let border = Theme.standard[.normal].merged(with: Theme.standard[.dim])
        return StyledLine([StyledSpan("│ "), StyledSpan(DisplayText(sanitizing: text)), StyledSpan(" │", style: border)])
    }

    @Test func kinsoku_flagsAFullJapaneseLineFollowedByAFullStop() {
        #expect(ConformanceChecks.kinsokuBreaches(lines(["あいうえ", "。かき"]), width: 8, theme: .standard).count == 1)
        #expect(ConformanceChecks.kinsokuBreaches(lines(["│ あいう", "│ ーかき"]), width: 8, theme: .standard).count == 1)
    }

    @Test func kinsoku_excusesATokenLongerThanTheLineAndACellTooNarrowForTwoCharacters() {
        #expect(ConformanceChecks.kinsokuBreaches(lines(["https://example", "）"]), width: 16, theme: .standard).isEmpty)
        #expect(ConformanceChecks.kinsokuBreaches([cell("プ"), cell("ー")], width: 7, theme: .standard).isEmpty)
        #expect(ConformanceChecks.kinsokuBreaches([cell("（host"), cell("）")], width: 11, theme: .standard).isEmpty)
        #expect(ConformanceChecks.kinsokuBreaches([cell("ジャ"), cell("ー")], width: 8, theme: .standard).isEmpty)
    }

    @Test func kinsoku_flagsACellThatCouldHaveBrokenEarlier() {
        #expect(ConformanceChecks.kinsokuBreaches([cell("ネジャ"), cell("ー")], width: 10, theme: .standard).count == 1)
    }

    @Test func kinsoku_acceptsLinesThatStartWell() {
        #expect(ConformanceChecks.kinsokuBreaches(lines(["あいう", "えお。"]), width: 8, theme: .standard).isEmpty)
    }

    @Test func handBreaks_areFoundInParagraphsButNotInCodeOrTables() {
        let source = "一行目です\n二行目です\n\n```\nコードです\n次の行\n```\n\n| a |\n|---|\n| 表です |\n"
        #expect(HandBreaks.ends(in: source) == ["です": 1])
    }

    @Test func handBreakEnds_countALoneLastCharacterWithTheLineBefore() {
        #expect(HandBreaks.lineEnds(lines(["なかったか", "も"]), matching: ["かも"]) == ["かも": 1])
        #expect(HandBreaks.lineEnds(lines(["なかったかも。"]), matching: ["かも"]).isEmpty)
    }

    @Test func tagText_isFoundOutsideCodeOnly() throws {
        let code = Theme.standard[.normal].merged(with: Theme.standard[.code])
        #expect(try ConformanceChecks.tagText(lines(["a <br> b"]), theme: .standard).count == 1)
        #expect(try ConformanceChecks.tagText([StyledLine([StyledSpan("<br>", style: code)])], theme: .standard).isEmpty)
    }
}
