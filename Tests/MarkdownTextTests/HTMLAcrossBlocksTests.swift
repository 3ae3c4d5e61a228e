import Testing
import MarkdownText

/// HTML elements that open in one HTML block and close in Markdown written after it, as a browser
/// builds them.
@Suite("HTML across Markdown blocks")
struct HTMLAcrossBlocksTests {
    /// A quote holding a table whose cell holds a `<pre>` with a blank line, closed by end tags
    /// inside the paragraph that follows the blank line.
    static let quotedTableWithSplitPre = """
        <blockquote>
        <table>
        <tr><td>
        <pre>
        first

        second
        </pre></td></tr></table></blockquote>

        ## After

        tail
        """

    @Test func quoteAndTable_closeAtTheirEndTags_andTheArticleGoesOnAfterThem() throws {
        let parsed = blocks(Self.quotedTableWithSplitPre)
        #expect(parsed.dropFirst() == [.heading(level: 2, spans: [plain("After")]), para("tail")])
        guard case let .quote(inner) = try #require(parsed.first) else {
            Issue.record("not a quote first: \(parsed)")
            return
        }
        guard inner.count == 1, case let .table(table) = inner[0] else {
            Issue.record("the quote holds \(inner), not one table")
            return
        }
        let cell = table.rows.first?.first.map { $0.map(\.text).joined() } ?? table.header.first.map { $0.map(\.text).joined() }
        #expect(cell == "first\n\nsecond")
    }

    @Test func blockquote_closedInsideAParagraph_endsThere() {
        #expect(blocks("<blockquote>\n\ninside</blockquote>\n\noutside") == [.quote([para("inside")]), para("outside")])
    }

    @Test func elementNeverClosed_endsWithTheArticle_beforeItsFootnotes() {
        let document = MarkdownParser.parse("<blockquote>\n\ninside[^1]\n\n[^1]: note")
        #expect(document.blocks == [.quote([.paragraph([plain("inside"), span("1", .footnoteReference)])])])
        #expect(document.footnotes == [Footnote(number: 1, blocks: [para("note")])])
    }
}

@Suite("Images and table cells in HTML")
struct HTMLImageAndCellTests {
    @Test func linkedImageInADiv_withoutAlt_isAnImagePlaceholderInItsLink() {
        let document = MarkdownParser.parse("<div><a href=\"https://example.com/\"><img src=\"https://i.example/a.png\"></a></div>")
        #expect(document.blocks == [.paragraph([span("", [.link, .image], link: 1)])])
    }

    @Test func imageInAParagraph_withoutAlt_isKept() {
        #expect(paragraphSpans("see <img src=\"https://i.example/a.png\"> here") == [
            plain("see "), span("", .image, link: 1), plain(" here"),
        ])
    }

    @Test func markdownImageInAParagraph_withoutAlt_isKept() {
        #expect(paragraphSpans("see ![](https://i.example/a.png) here") == [
            plain("see "), span("", .image, link: 1), plain(" here"),
        ])
    }

    @Test func adjacentImages_stayTwoImages() {
        #expect(paragraphSpans("![a](https://i.example/a.png)![b](https://i.example/a.png)") == [
            span("a", .image, link: 1), span("b", .image, link: 1),
        ])
    }

    @Test func leadingBreaksInATableCell_areKept() {
        let table = Table(alignments: [.none, .none], header: [[], []], rows: [[[plain("\n\n0")], [plain("\nw\n1")]]])
        #expect(blocks("<table><tr><td><br><br>0</td><td><br>w<br>1</td></tr></table>") == [.table(table)])
        let markdown = Table(alignments: [.none], header: [[plain("h")]], rows: [[[plain("\nw")]]])
        #expect(blocks("| h |\n|---|\n| <br>w |") == [.table(markdown)])
    }

    @Test func preInATableCell_keepsItsLinesAndIndentation() {
        let table = Table(alignments: [.none], header: [[]], rows: [[[span("if a {\n    b()\n}", .code)]]])
        #expect(blocks("<table><tr><td><pre>if a {\n    b()\n}</pre></td></tr></table>") == [.table(table)])
    }
}
