import ArticleLayout
import MarkdownText
import TerminalUI
import Testing

struct QiitaBlockLayoutTests {
    @Test func displayMath_isCentredInTheMathStyle() throws {
        let lines = layout(blocks: [.math(MathBlock(lines: ["∑ᵢ xᵢ", "a/b"], source: ""))], width: 21)
        #expect(texts(lines) == ["        ∑ᵢ xᵢ", "         a/b"])
        #expect(try #require(span(containing: "a/b", in: lines)).style.foreground == Theme.standard[.math].foreground)
    }

    @Test func displayMath_widerThanTheScreen_wrapsAndFits() {
        let formula = String(repeating: "x + ", count: 30) + "y"
        let lines = layout(blocks: [.math(MathBlock(lines: [formula], source: ""))], width: 20)
        #expect(lines.count > 1)
        expectFits(lines, width: 20)
        #expect(texts(lines).joined().filter { $0 != " " } == formula.filter { $0 != " " })
    }

    @Test func linkCard_isOneLineOfHostAndPathLinkingToTheURL() {
        let url = "https://qiita.com/alice/items/0123?utm=x#top"
        let lines = layout(blocks: [.linkCard(url: url, link: 1)], links: [LinkReference(number: 1, url: url, text: url)], width: 80)
        #expect(body(texts(lines)) == ["🔗 qiita.com/alice/items/0123"])
        #expect(articleLinks(Array(lines.prefix(1))) == [.url(url)])
        #expect(lines[0].spans.allSatisfy { $0.style.attributes.contains(.underline) })
    }

    @Test func linkCard_widerThanTheScreen_isCutWithAnEllipsis() {
        let url = "https://example.com/" + String(repeating: "very-long-path/", count: 10)
        let lines = layout(blocks: [.linkCard(url: url, link: 1)], width: 24)
        #expect(texts(lines) == ["🔗 example.com/very-lon…"])
        expectFits(lines, width: 24)
    }

    @Test func linkCard_ofABareHost_dropsTheLoneSlash() {
        #expect(texts(layout(blocks: [.linkCard(url: "https://example.com/", link: 1)], width: 40)) == ["🔗 example.com"])
    }

    @Test(arguments: ["diff", "diff_ruby", "DIFF_swift"])
    func diffBlock_coloursAddedRemovedAndHunkLines(language: String) throws {
        let code = CodeBlock(language: language, lines: ["@@ -1 +1 @@", "-old", "+new", " same"])
        let lines = layout(blocks: [.code(code)], width: 40)
        let theme = Theme.standard
        #expect(try #require(span(containing: "@@", in: lines)).style.foreground == theme[.diffHunk].foreground)
        #expect(try #require(span(containing: "old", in: lines)).style.foreground == theme[.diffRemoved].foreground)
        #expect(try #require(span(containing: "new", in: lines)).style.foreground == theme[.diffAdded].foreground)
        #expect(try #require(span(containing: "same", in: lines)).style.foreground == theme[.code].foreground)
    }

    @Test func diffLine_cutIntoPieces_keepsItsColourOnEveryPiece() {
        let lines = layout(blocks: [.code(CodeBlock(language: "diff", lines: ["+" + String(repeating: "a", count: 30)]))], width: 12)
        let pieces = lines.flatMap(\.spans).filter { $0.text.string.contains("a") }
        #expect(pieces.count > 1)
        #expect(pieces.allSatisfy { $0.style.foreground == Theme.standard[.diffAdded].foreground })
    }

    @Test func codeInAnotherLanguage_keepsPlusAndMinusLinesInTheCodeColour() throws {
        let lines = layout(blocks: [.code(CodeBlock(language: "ruby", lines: ["-1 + 2"]))], width: 40)
        #expect(try #require(span(containing: "-1", in: lines)).style.foreground == Theme.standard[.code].foreground)
    }

    @Test func hardBreakInATableCell_makesAMultiLineCell() {
        let table = Table(
            alignments: [.none, .none], header: [[InlineSpan("名前")], [InlineSpan("説明")]],
            rows: [[[InlineSpan("a")], [InlineSpan("一行目\n二行目")]]])
        #expect(texts(layout(blocks: [.table(table)], width: 40)) == [
            "┌──────┬────────┐",
            "│ 名前 │ 説明   │",
            "├──────┼────────┤",
            "│ a    │ 一行目 │",
            "│      │ 二行目 │",
            "└──────┴────────┘",
        ])
    }

    @Test func hardBreakInATableShownAsRecords_staysALineBreak() {
        let header = (1...8).map { [InlineSpan("column \($0)")] }
        let row = (1...8).map { [InlineSpan($0 == 1 ? "上\n下" : "v\($0)")] }
        let lines = texts(layout(blocks: [.table(Table(alignments: Array(repeating: .none, count: 8), header: header, rows: [row]))], width: 20))
        #expect(lines.prefix(2) == ["column 1: 上", "下"])
    }
}
