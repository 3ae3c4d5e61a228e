import Testing
import CUnibreak
@testable import TerminalUI

/// A long run of ASCII letters, digits and AL symbols goes to the wrapper whole, which cuts it into
/// lines as wide as the width instead of placing it glyph by glyph; the lines must be those that
/// glyph-by-glyph wrapping gives. A paragraph of one character a span never takes that path (runs are
/// found within a span), and the same style merges its characters back, so it is the yardstick.
struct WrapPlainRunTests {
    private let run = String(repeating: "abc`123_~", count: 60)

    /// `text` wrapped to `width` as one span, with windows of `windowSize` scalars.
    private func wrapped(_ text: String, width: Int, windowSize: Int = LineBreakOpportunities.standardWindowSize) -> [StyledLine] {
        var opportunities = LineBreakOpportunities(windowSize: windowSize)
        return TextLayout.wrap(StyledLine(DisplayText(sanitizing: text)), toWidth: width, opportunities: &opportunities)
    }

    /// `text` wrapped to `width` with each character a span of its own.
    private func wrappedGlyphByGlyph(_ text: String, width: Int) -> [StyledLine] {
        TextLayout.wrap(StyledLine(DisplayText(sanitizing: text).string.map { StyledSpan(DisplayText(alreadySanitized: String($0))) }), toWidth: width)
    }

    @Test(arguments: [1, 7, 80, 333])
    func aLongRun_wrapsIntoTheLinesOfGlyphByGlyphWrapping(width: Int) {
        let texts = [
            run,
            "e" + run + "e",
            "word " + run + " word",
            "日本語の文（" + run + "）。続き",
            "see https://example.com/" + run + "/path?q=1 and more",
            "https://example.com/" + String(repeating: "a", count: 400) + "`" + String(repeating: "b", count: 400) + "/x y",
            run + "\u{301}" + run,
            "tab\t" + run + "\nnext line " + run,
            String(repeating: "x", count: 80 * 5) + " " + String(repeating: "y", count: 81),
            String(repeating: "e`", count: 1_000) + "、" + String(repeating: "``e", count: 300),
        ]
        for text in texts {
            let expected = wrappedGlyphByGlyph(text, width: width)
            #expect(LineBreakOpportunities.runMinimum < run.count)
            #expect(wrapped(text, width: width) == expected, "\(text.prefix(30)) at \(width)")
            #expect(wrapped(text, width: width, windowSize: 5) == expected, "\(text.prefix(30)) at \(width), small windows")
        }
    }

    @Test func aLongRunAmidOtherSpans_keepsEachSpansStyleAndLink() {
        let link = StyledSpan(DisplayText(alreadySanitized: run), style: Style(attributes: .underline), link: "https://example.com/")
        let line = StyledLine([StyledSpan("before "), link, StyledSpan(DisplayText(alreadySanitized: run)), StyledSpan(" after")])
        let glyphByGlyph = StyledLine(line.spans.flatMap { span in
            span.text.string.map { StyledSpan(DisplayText(alreadySanitized: String($0)), style: span.style, link: span.link) }
        })
        for width in [9, 80] {
            #expect(TextLayout.wrap(line, toWidth: width) == TextLayout.wrap(glyphByGlyph, toWidth: width))
        }
    }
}

/// The characters `PlainRun` takes are those libunibreak puts in classes AL and NU.
struct PlainRunTests {
    @Test func runBytes_areTheASCIICharactersOfClassesALAndNU() {
        for byte in UInt8(0)...UInt8(255) {
            let lineBreakClass = LineBreakOpportunities.lineBreakClass(of: UInt32(byte))
            let isALOrNU = byte < 0x80 && (lineBreakClass == LBP_AL || lineBreakClass == LBP_NU)
            #expect(PlainRun.isRunByte(byte) == (isALOrNU ? 1 : 0), "byte \(byte)")
        }
    }
}
