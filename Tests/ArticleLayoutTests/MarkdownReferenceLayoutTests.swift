import MarkdownText
import TerminalUI
import Testing
import ArticleLayout

struct MarkdownReferenceLayoutTests {
    @Test(arguments: [80, 30])
    func links_areListedByNumberAfterADimHeading(width: Int) throws {
        let lines = layout("[a](https://a.example) [b](https://b.example) https://c.example", width: width)
        #expect(texts(lines) == [
            "a[1] b[2] https://c.example", "", "Links", "[1] https://a.example", "[2] https://b.example", "[3] https://c.example",
        ])
        #expect(try #require(span(containing: "Links", in: lines)).style.attributes.contains(.dim))
        #expect(try #require(span(containing: "https://b.example", in: lines.suffix(2))).link == "https://b.example")
    }

    @Test func linkList_alignsURLsPastTwoDigitNumbers() {
        let markdown = (1...10).map { "[l\($0)](https://x.example/\($0))" }.joined(separator: " ")
        let lines = texts(markdown, width: 80).drop { $0 != "Links" }
        #expect(lines.dropFirst().first == "[1]  https://x.example/1")
        #expect(lines.last == "[10] https://x.example/10")
    }

    @Test func longURL_wrapsUnderItselfWithNothingLost() {
        let url = "https://example.com/a/very/long/path/that/does/not/fit"
        let lines = texts("[x](\(url))", width: 24).drop { $0 != "Links" }.dropFirst()
        #expect(lines.first?.hasPrefix("[1] ") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") })
        #expect(lines.map { $0.dropFirst(4) }.joined() == url)
        #expect(lines.allSatisfy { $0.count <= 24 })
    }

    @Test(arguments: [80, 30])
    func footnotes_followTheLinksUnderTheirOwnHeading(width: Int) {
        let lines = texts("Text[^a] and [x](https://x.example).[^b]\n\n[^a]: First note.\n[^b]: Second note.", width: width)
        #expect(lines == [
            "Text[^1] and x[1].[^2]", "", "Links", "[1] https://x.example", "", "Footnotes", "[^1] First note.", "[^2] Second note.",
        ])
    }

    @Test func footnoteWithSeveralParagraphs_hangsUnderItsLabelWithBlankLinesBetweenFootnotes() {
        let lines = texts("A[^a] B[^b]\n\n[^a]: One.\n\n    Two.\n\n[^b]: Three.", width: 80)
        #expect(lines == ["A[^1] B[^2]", "", "Footnotes", "[^1] One.", "", "     Two.", "", "[^2] Three."])
    }

    @Test func footnotes_tooNarrowForAnIndent_keepTheirLabelsOnLinesOfTheirOwn() {
        let lines = texts("A[^a] B[^b]\n\n[^a]: One.\n\n    Two.\n\n[^b]: Three.", width: 5)
        #expect(Array(lines.drop { $0 != "Footn" }) == ["Footn", "otes", "[^1]", "One.", "", "Two.", "", "[^2]", "Three", "."])
    }

    @Test func japaneseFootnote_wrapsUnderItsLabel() {
        let note = "脚注の文章も、ラベルの右側で折り返されます。"
        let lines = layout("本文[^1]\n\n[^1]: \(note)", width: 20)
        expectFits(lines, width: 20)
        let footnote = texts(lines).drop { $0 != "Footnotes" }.dropFirst()
        #expect(footnote.map { $0.dropFirst(5) }.joined() == note)
    }
}
