import Testing
@testable import Localization

@Suite struct PlaceholdersTests {
    @Test func test_namedPlaceholders_takeTheirValuesInAnyOrder() {
        let filled = Placeholders.fill("{b}の前に{a}", with: ["a": "one", "b": "two"])
        #expect(filled == "twoの前にone")
    }

    @Test func test_aPlaceholderWithNoValue_staysAsWritten() {
        #expect(Placeholders.fill("{what} and {other}", with: ["what": "x"]) == "x and {other}")
    }

    @Test func test_anUnclosedBrace_staysAsWritten() {
        #expect(Placeholders.fill("a { b {what}", with: ["what": "x"]) == "a { b x")
    }

    @Test func test_aValueThatLooksLikeAPlaceholder_isNotFilledAgain() {
        #expect(Placeholders.fill("{a}{b}", with: ["a": "{b}", "b": "B"]) == "{b}B")
    }

    @Test func test_noValues_leavesTheMessageAlone() {
        #expect(Placeholders.fill("100% {sure}", with: [:]) == "100% {sure}")
    }
}
