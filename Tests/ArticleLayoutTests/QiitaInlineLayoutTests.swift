import ArticleLayout
import MarkdownText
import TerminalUI
import Testing

struct QiitaInlineLayoutTests {
    private func line(_ spans: [InlineSpan], width: Int = 80) -> [StyledLine] {
        layout(blocks: [.paragraph(spans)], width: width)
    }

    @Test func mention_isALinkToItsUserInTheAuthorColour() throws {
        let lines = line([InlineSpan("Thanks "), InlineSpan("@bob_2-x", style: .mention), InlineSpan(" and "), InlineSpan("@carol", style: .mention)])
        #expect(texts(lines) == ["Thanks @bob_2-x and @carol"])
        #expect(articleLinks(lines) == [.user("bob_2-x"), .user("carol")])
        let mention = try #require(span(containing: "@bob", in: lines))
        #expect(mention.style.foreground == Theme.standard[.author].foreground)
        #expect(mention.text.string == "@bob_2-x")
    }

    @Test func mention_getsNoReferenceMarker() {
        #expect(texts(line([InlineSpan("@bob", style: .mention)])) == ["@bob"])
    }

    @Test func inlineMath_usesTheMathStyle() throws {
        let lines = line([InlineSpan("area "), InlineSpan("πr²", style: .math)])
        #expect(texts(lines) == ["area πr²"])
        #expect(try #require(span(containing: "πr²", in: lines)).style.foreground == Theme.standard[.math].foreground)
        #expect(span(containing: "area", in: lines)?.style.foreground == .terminalDefault)
    }

    @Test func underline_isUnderlined() throws {
        let lines = line([InlineSpan("plain "), InlineSpan("under", style: .underline)])
        #expect(try #require(span(containing: "under", in: lines)).style.attributes.contains(.underline))
        #expect(span(containing: "plain", in: lines)?.style.attributes.contains(.underline) == false)
    }

    @Test func keys_areFramedInDimBracketsAndBold() throws {
        let lines = line([InlineSpan("Ctrl", style: .keyboard), InlineSpan("+"), InlineSpan("C", style: .keyboard)])
        #expect(texts(lines) == ["[Ctrl]+[C]"])
        #expect(try #require(span(containing: "Ctrl", in: lines)).style.attributes.contains(.bold))
        #expect(try #require(span(containing: "[", in: lines)).style.attributes.contains(.dim))
    }

    @Test func superscriptAndSubscript_withoutUnicodeForms_areWrittenOut() {
        let lines = line([
            InlineSpan("x"), InlineSpan("n+1", style: .superscript), InlineSpan(" and H"), InlineSpan("ab", style: .subscript), InlineSpan("O"),
        ])
        #expect(texts(lines) == ["x^(n+1) and H_(ab)O"])
    }

    @Test func aRunSplitIntoSeveralSpans_isFramedOnce() {
        let lines = line([InlineSpan("a", style: .superscript), InlineSpan("b", style: [.superscript, .strong])])
        #expect(texts(lines) == ["^(ab)"])
    }

    @Test func framesOfOneRun_nestAndCloseInReverse() {
        #expect(texts(line([InlineSpan("k", style: [.strikethrough, .keyboard])])) == ["~~[k]~~"])
    }

    @Test func keyInsideALink_keepsTheLinkOnItsFrame() {
        let lines = layout(
            blocks: [.paragraph([InlineSpan("Esc", style: [.keyboard, .link], link: 1)])],
            links: [LinkReference(number: 1, url: "https://k.example", text: "Esc")], width: 80)
        #expect(lines[0].spans.allSatisfy { $0.link == "https://k.example" })
        #expect(texts(lines)[0] == "[Esc][1]")
    }

    @Test func hardBreak_endsTheLineWithoutASpace() {
        #expect(texts(line([InlineSpan("一行目\n二行目")])) == ["一行目", "二行目"])
    }
}
