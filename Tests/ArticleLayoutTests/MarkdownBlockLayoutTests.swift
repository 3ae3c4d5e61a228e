import MarkdownText
import TerminalUI
import Testing
import ArticleLayout

struct MarkdownBlockLayoutTests {
    @Test func alignedMath_keepsItsRelationsInOneColumn() {
        let shown = texts("$$\n\\begin{aligned}\na &= b + c \\\\\nlonger &= d\n\\end{aligned}\n$$", width: 40)
        let columns = shown.compactMap { line in line.firstIndex(of: "=").map { line.distance(from: line.startIndex, to: $0) } }
        #expect(columns.count == 2)
        #expect(Set(columns).count == 1, "\(shown)")
    }

    @Test(arguments: [80, 30])
    func thematicBreak_isADimRuleAcrossTheWidth(width: Int) throws {
        let lines = layout("above\n\n---\n\nbelow", width: width)
        #expect(texts(lines) == ["above", "", String(repeating: "─", count: width), "", "below"])
        #expect(try #require(span(containing: "─", in: lines)).style.attributes.contains(.dim))
    }

    @Test(arguments: [80, 30])
    func standaloneImage_isAPlaceholderAndItsURLBothLinkingToTheImage(width: Int) throws {
        let lines = layout("![A cat asleep](https://img.example/cat.png)", width: width)
        #expect(body(texts(lines)) == ["[image: A cat asleep][1]", "https://img.example/cat.png"])
        for text in ["[image: A cat asleep]", "[1]", "https://img.example/cat.png"] {
            #expect(try #require(span(containing: text, in: lines)).link == ArticleLink.image("https://img.example/cat.png").target)
        }
    }

    @Test func standaloneImageWithoutAlt_saysImage() {
        #expect(body(texts("![](https://img.example/x.png)", width: 80)) == ["[image][1]", "https://img.example/x.png"])
    }

    @Test func standaloneImageWithLongURL_wrapsTheURLWithoutLosingAnyOfIt() {
        let url = "https://img.example/images/a/very/long/path/to/a/picture.png"
        let lines = layout("![p](\(url))", width: 20)
        expectFits(lines, width: 20)
        #expect(body(texts(lines)).dropFirst().joined() == url)
    }

    @Test(arguments: [80, 30])
    func detailsHTML_isAFoldedSectionNotTagText(width: Int) throws {
        let lines = layout("<details>\n<summary>More</summary>\n\nHidden\n\n</details>", width: width)
        #expect(texts(lines) == ["▶ More"])
        #expect(lines[0].spans.allSatisfy { $0.link == ArticleLink.details(0).target })
    }

    @Test func brTag_breaksTheLine() {
        #expect(texts(layout("line one<br>line two", width: 80)) == ["line one", "line two"])
    }

    @Test func emptyDocument_hasNoLines() {
        #expect(layout("", width: 80).isEmpty)
    }

    @Test func everyConstructTogether_neverDoublesOrTrailsBlankLines() {
        let lines = texts(MarkdownLayoutSamples.everything, width: 40)
        #expect(lines.first?.isEmpty == false)
        #expect(lines.last?.isEmpty == false)
        #expect(!zip(lines, lines.dropFirst()).contains { $0.isEmpty && $1.isEmpty })
    }
}
