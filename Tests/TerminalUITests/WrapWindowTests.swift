import Conformance
import Foundation
import Testing
@testable import TerminalUI

/// `TextLayout.wrap` finds a paragraph's break opportunities window by window, so that a paragraph
/// of megabytes takes the memory of one window; the windows must not change where lines break.
struct WrapWindowTests {
    /// `line` wrapped to `width` with windows of `windowSize` scalars.
    private func wrapped(_ line: StyledLine, width: Int, windowSize: Int) -> [String] {
        var opportunities = LineBreakOpportunities(windowSize: windowSize)
        return TextLayout.wrap(line, toWidth: width, opportunities: &opportunities).map(\.plainText.string)
    }

    /// Each real article as one paragraph (its newlines as hard breaks): Japanese, Latin, URLs,
    /// code and tables, broken across windows far smaller than a line.
    @Test(arguments: [5, 40, 333])
    func wrapping_realArticlesInSmallWindows_breaksWhereOneWindowBreaks(windowSize: Int) throws {
        let names = try ConformanceMaterial.articleNames()
        #expect(names.count >= 28)
        for name in names {
            let paragraph = StyledLine(DisplayText(sanitizing: try ConformanceMaterial.articleBody(name)))
            for width in [17, 40, 80] {
                let whole = wrapped(paragraph, width: width, windowSize: .max / 2)
                #expect(whole.count > 10)
                #expect(wrapped(paragraph, width: width, windowSize: windowSize) == whole, "\(name) at \(width)")
            }
        }
    }

    @Test func wrapping_urlLongerThanTheWindow_staysOneTokenAcrossWindows() {
        let url = "https://example.com/" + String(repeating: "segment/", count: 40)
        let paragraph = StyledLine(DisplayText(sanitizing: "詳しくは \(url) を見てください"))
        let whole = wrapped(paragraph, width: 345, windowSize: .max / 2)
        #expect(whole == ["詳しくは", "\(url) を見", "てください"])
        #expect(wrapped(paragraph, width: 345, windowSize: 16) == whole)
    }

    @Test func wrapping_paragraphOfManyWindows_keepsEveryCharacterInOrder() {
        let words = (0..<20_000).map { "w\($0)" }
        let lines = TextLayout.wrap(DisplayText(sanitizing: words.joined(separator: " ")), toWidth: 30).map(\.string)
        #expect(lines.allSatisfy { TextWidth.width(of: $0) <= 30 })
        #expect(lines.flatMap { $0.split(separator: " ").map(String.init) } == words)
    }

    @Test func wrapping_spacesHangingFarPastTheWidth_areDroppedAsBefore() {
        let spaces = String(repeating: " ", count: 5_000)
        #expect(TextLayout.wrap(DisplayText(sanitizing: "ab" + spaces + "cd"), toWidth: 10).map(\.string) == ["ab", "cd"])
        #expect(TextLayout.wrap(DisplayText(sanitizing: "ab" + spaces + "）"), toWidth: 10).map(\.string) == ["ab", "）"])
        #expect(TextLayout.wrap(DisplayText(sanitizing: spaces + "x"), toWidth: 10).map(\.string) == ["x"])
        #expect(TextLayout.wrap(DisplayText(sanitizing: "ab" + spaces + "\tcd"), toWidth: 10).map(\.string) == ["ab", "cd"])
    }
}
