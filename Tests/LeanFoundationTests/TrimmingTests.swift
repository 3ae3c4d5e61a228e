import Foundation
import LeanFoundation
import Testing

/// Trimming matches what Foundation's `trimmingCharacters(in:)` did, which it replaces.
struct TrimmingTests {
    /// Every White_Space scalar, a few that look like space but are not, and combining marks.
    static let samples: [String] = {
        let edges = ["", " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{200A}",
                     "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{200B}", "\u{FEFF}", "\u{180E}", "\u{301}"]
        var samples: [String] = []
        for left in edges {
            for right in edges {
                samples.append(left + "a b\u{3000}c" + right)
                samples.append(left + right)
            }
        }
        return samples + [" \u{301}x ", "\"quoted\"", "[::1]", "  \t  ", "日本語\u{3000}"]
    }()

    @Test(arguments: samples)
    func whitespaceAndNewlines_areTheUnicodeWhiteSpaceScalars(text: String) {
        #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test(arguments: samples)
    func whitespace_isSpaceSeparatorsAndTab_notLineBreaks(text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func anyOf_trimsOnlyThoseScalars_atBothEnds() {
        #expect("[::1]".trimming(anyOf: "[]") == "::1")
        #expect("\"next\"".trimming(anyOf: "\"") == "next")
        #expect("'\"a.b\"' ".trimming(anyOf: "\"' ") == "a.b")
        #expect("[[]]".trimming(anyOf: "[]") == "")
        #expect("a[b]c".trimming(anyOf: "[]") == "a[b]c")
    }

    @Test func substrings_trimToo() {
        let line = "Rate-Reset:  1700000000 \r"
        let value = line[line.index(after: line.firstIndex(of: ":")!)...]
        #expect(value.trimmingWhitespace() == "1700000000 \r".trimmingCharacters(in: .whitespaces))
        #expect(value.trimmingWhitespaceAndNewlines() == "1700000000")
    }
}
