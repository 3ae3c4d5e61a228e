import Conformance
import Testing
@testable import TerminalUI

/// A line that already fits is given back by `TextLayout.wrap` without being broken again, and
/// exactly as the full line breaker gives it back: wrapping `line` and wrapping `line` with a
/// newline after it (which always takes the full path) agree.
struct WrapFittingLineTests {
    private let link = Style(foreground: .blue, attributes: .underline)

    /// What the full line breaker makes of `line`: a trailing newline keeps the fitting-line path out.
    private func fullyWrapped(_ line: StyledLine, toWidth width: Int) -> [StyledLine] {
        TextLayout.wrap(StyledLine(line.spans + [StyledSpan("\n")]), toWidth: width)
    }

    @Test(arguments: [20, 40, 80, 120])
    func realArticleLines_wrappedAgain_areWhatTheLineBreakerGives(width: Int) throws {
        for name in try ConformanceMaterial.articleNames() {
            let paragraphs = try ConformanceMaterial.original("articles/" + name).split(separator: "\n", omittingEmptySubsequences: false)
                .map { StyledLine(DisplayText(sanitizing: String($0))) }
            for line in TextLayout.wrap(paragraphs, toWidth: width) {
                #expect(TextLayout.wrap(line, toWidth: width) == fullyWrapped(line, toWidth: width), "\(name) at \(width): \(line.plainText)")
            }
        }
    }

    @Test(arguments: [
        StyledLine([StyledSpan("see "), StyledSpan("the", link: "u"), StyledSpan(""), StyledSpan(" docs", link: "u"), StyledSpan(".")]),
        StyledLine([StyledSpan("bold", style: Style(attributes: .bold)), StyledSpan("bold", style: Style(attributes: .bold))]),
        StyledLine([StyledSpan("ends with spaces  ")]),
        StyledLine([StyledSpan("\u{301}starts with a combining mark")]),
        StyledLine([StyledSpan("日本語の行、句読点。")]),
        StyledLine([]),
        StyledLine([StyledSpan("")]),
    ])
    func handMadeLines_wrappedAtTheirWidth_areWhatTheLineBreakerGives(line: StyledLine) {
        let width = max(1, line.width)
        #expect(TextLayout.wrap(line, toWidth: width) == fullyWrapped(line, toWidth: width))
        #expect(TextLayout.wrap(line, toWidth: width + 5) == fullyWrapped(line, toWidth: width + 5))
    }

    @Test func aLinkSplitOverSpans_comesBackAsOneSpan() {
        let line = StyledLine([StyledSpan("a", style: link, link: "u"), StyledSpan("b", style: link, link: "u")])
        #expect(TextLayout.wrap(line, toWidth: 10) == [StyledLine([StyledSpan("ab", style: link, link: "u")])])
    }
}
