import Testing
@testable import TerminalUI

struct TextWidthTests {
    @Test func width_ascii_isOneColumnPerCharacter() {
        #expect(TextWidth.width(of: "hello, world") == 12)
    }

    @Test func width_ofOneCharacter_countsPrintableASCIIAsOne_andControlsAsNone() {
        #expect(TextWidth.width(of: Character("a")) == 1)
        #expect(TextWidth.width(of: Character("~")) == 1)
        #expect(TextWidth.width(of: Character("\t")) == 0)
        #expect(TextWidth.width(of: Character("\u{7F}")) == 0)
        #expect(TextWidth.width(of: Character("\r\n")) == 0)
        #expect(TextWidth.width(of: Character("e\u{301}")) == 1)
    }

    @Test func width_japanese_isTwoColumnsPerCharacter() {
        #expect(TextWidth.width(of: "日本語") == 6)
        #expect(TextWidth.width(of: "ｶﾀｶﾅ") == 4)
        #expect(TextWidth.width(of: "ＡＢ") == 4)
    }

    @Test func width_emoji_isTwoColumns() {
        #expect(TextWidth.width(of: Character("🚀")) == 2)
        #expect(TextWidth.width(of: Character("😀")) == 2)
    }

    @Test func width_zwjFamily_isOneClusterOfTwoColumns() {
        let family = "👨‍👩‍👧‍👦"
        #expect(family.count == 1)
        #expect(TextWidth.width(of: family) == 2)
    }

    @Test func width_flag_isTwoColumns() {
        #expect(TextWidth.width(of: "🇯🇵") == 2)
    }

    @Test func width_vs16Heart_isTwoColumns() {
        #expect(TextWidth.width(of: "❤️") == 2)
        #expect(TextWidth.width(of: "❤") == 1)
    }

    @Test func width_keycap_isTwoColumns() {
        #expect(TextWidth.width(of: "1️⃣") == 2)
    }

    @Test func width_skinToneModifier_isTwoColumns() {
        #expect(TextWidth.width(of: "👍🏽") == 2)
    }

    @Test func width_combiningAcute_addsNothing() {
        let decomposed = "e\u{0301}"
        #expect(decomposed.count == 1)
        #expect(TextWidth.width(of: decomposed) == 1)
        #expect(TextWidth.width(of: "cafe\u{0301}") == 4)
    }

    @Test func width_controlCharacters_areZero() {
        #expect(TextWidth.width(of: "\u{07}\u{1B}\u{9B}") == 0)
    }

    @Test func width_mixedLine_addsUp() {
        #expect(TextWidth.width(of: "Swift 6 の並行処理 🚀") == 8 + 10 + 1 + 2)
    }
}
