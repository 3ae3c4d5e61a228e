import Testing
@testable import TerminalUI

struct SanitizerTests {
    static let hostileCorpus: [String] = [
        "before\u{1B}[31mred\u{1B}[0mafter",
        "\u{1B}]0;evil title\u{07}text",
        "\u{1B}]0;evil title\u{1B}\\text",
        "\u{1B}]8;;https://evil.example/\u{1B}\\click\u{1B}]8;;\u{1B}\\",
        "\u{1B}]52;c;cm0gLXJmIH4=\u{07}clipboard",
        "bare \u{1B} escape",
        "trailing escape \u{1B}",
        "\u{1B}c reset",
        "\u{1B}(0line drawing",
        "C1 CSI \u{9B}31m red",
        "C1 OSC \u{9D}0;title\u{9C}done",
        "bell\u{07}bell",
        "nul\u{00}nul",
        "del\u{7F}del",
        "backspace\u{08}x",
        "carriage\rreturn",
        "\u{202E}reversed\u{202C} text",
        "isolate \u{2066}a\u{2069} \u{2067}b\u{2069} \u{2068}c\u{2069}",
        "marks \u{200E}ltr \u{200F}rtl \u{061C}alm",
        "embed \u{202A}x\u{202B}y\u{202D}z\u{202C}",
        "\u{1B}[?1049l\u{1B}[?25l\u{1B}[2J\u{1B}[H",
        "\u{1B}P1$r\u{1B}\\dcs",
        "\u{85}next line \u{8D}ri",
        "line\u{2028}separator\u{2029}paragraph",
    ]

    @Test(arguments: hostileCorpus)
    func sanitize_hostileString_leavesNoControlOrBidiScalar(_ hostile: String) {
        let clean = DisplayText(sanitizing: hostile).string
        for scalar in clean.unicodeScalars {
            let forbidden = scalar.value < 0x20 && scalar != "\n" && scalar != "\t"
            #expect(!forbidden, "C0 control U+\(String(scalar.value, radix: 16)) in \(clean.debugDescription)")
            #expect(!(0x7F...0x9F).contains(scalar.value), "DEL or C1 in \(clean.debugDescription)")
            #expect(!Sanitizer.isForbidden(scalar), "forbidden scalar in \(clean.debugDescription)")
        }
        #expect(!clean.unicodeScalars.contains("\u{1B}"))
    }

    @Test func sanitize_csiColour_removesWholeSequence() {
        #expect(Sanitizer.sanitize("before\u{1B}[31mred\u{1B}[0mafter") == "beforeredafter")
    }

    @Test func sanitize_oscTitleWithBell_removesPayload() {
        #expect(Sanitizer.sanitize("\u{1B}]0;evil title\u{07}text") == "text")
    }

    @Test func sanitize_osc8Hyperlink_keepsOnlyLinkText() {
        #expect(Sanitizer.sanitize("\u{1B}]8;;https://evil.example/\u{1B}\\click\u{1B}]8;;\u{1B}\\") == "click")
    }

    @Test func sanitize_osc52Clipboard_removesPayload() {
        #expect(Sanitizer.sanitize("\u{1B}]52;c;cm0gLXJmIH4=\u{07}clipboard") == "clipboard")
    }

    @Test func sanitize_c1Csi_removesWholeSequence() {
        #expect(Sanitizer.sanitize("a\u{9B}31mb") == "ab")
    }

    @Test func sanitize_lonelyControls_becomeReplacementCharacter() {
        #expect(Sanitizer.sanitize("a\u{07}b\u{00}c\u{7F}d") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d")
    }

    @Test func sanitize_bidiOverrides_areRemoved() {
        #expect(Sanitizer.sanitize("\u{202E}abc\u{202C}\u{2066}d\u{2069}\u{200F}") == "abcd")
    }

    @Test func sanitize_newlineAndTab_arePreserved_crlfBecomesNewline() {
        #expect(Sanitizer.sanitize("a\tb\nc\r\nd") == "a\tb\nc\nd")
    }

    @Test func sanitize_unterminatedOsc_stopsAtNewline() {
        #expect(Sanitizer.sanitize("\u{1B}]0;title\nbody") == "\nbody")
    }

    @Test func sanitize_ordinaryText_isUnchanged() {
        let text = "Swift 6 の並行処理 🚀 👨‍👩‍👧 ❤️ é"
        #expect(Sanitizer.sanitize(text) == text)
    }

    @Test func displayText_literal_isSanitisedToo() {
        let text: DisplayText = "a\u{1B}[2Jb"
        #expect(text.string == "ab")
    }
}
