import ArticleLayout
import MarkdownText
import TerminalUI
import Testing

struct DetailsLayoutTests {
    private let section = Block.details(DetailsBlock(summary: [InlineSpan("実行結果")], blocks: [paragraph("中身")]))

    @Test(arguments: [80, 20])
    func foldedSection_showsOnlyItsSummaryBehindARightPointingMarker(width: Int) {
        #expect(texts(layout(blocks: [section, paragraph("after")], width: width)) == ["▶ 実行結果", "", "after"])
    }

    @Test(arguments: [80, 20])
    func openSection_showsItsSummaryThenItsContentsIndented(width: Int) {
        let lines = layout(blocks: [section], width: width, folding: ArticleFolding(openSections: [0]))
        #expect(texts(lines) == ["▼ 実行結果", "  中身"])
    }

    @Test func summaryLine_isOneLinkToItsSectionAndItsContentsAreNot() {
        let lines = layout(blocks: [section], width: 80, folding: ArticleFolding(openSections: [0]))
        #expect(lines[0].spans.allSatisfy { $0.link == ArticleLink.details(0).target })
        #expect(lines[1].spans.allSatisfy { $0.link == nil })
    }

    @Test func linkInsideTheSummary_givesWayToTheToggle() {
        let details = Block.details(DetailsBlock(summary: [InlineSpan("docs", style: .link, link: 1)], blocks: [paragraph("x")]))
        let lines = layout(blocks: [details], links: [LinkReference(number: 1, url: "https://a.example", text: "docs")], width: 80)
        #expect(articleLinks(Array(lines.prefix(1))) == [.details(0)])
    }

    @Test func sectionWithoutSummary_isCalledDetails() {
        let details = Block.details(DetailsBlock(summary: [], blocks: [paragraph("x")]))
        #expect(texts(layout(blocks: [details], width: 80)) == ["▶ Details"])
    }

    @Test func sectionsAreNumberedInDocumentOrder_whetherOrNotTheOuterOneIsOpen() {
        let inner = Block.details(DetailsBlock(summary: [InlineSpan("inner")], blocks: [paragraph("deep")]))
        let outer = Block.details(DetailsBlock(summary: [InlineSpan("outer")], blocks: [inner]))
        let last = Block.details(DetailsBlock(summary: [InlineSpan("last")], blocks: [paragraph("end")]))
        let closed = layout(blocks: [outer, .quote([last])], width: 80)
        #expect(articleLinks(closed) == [.details(0), .details(2)])
        let open = layout(blocks: [outer, .quote([last])], width: 80, folding: ArticleFolding(openSections: [0, 1, 2]))
        #expect(articleLinks(open) == [.details(0), .details(1), .details(2)])
        #expect(texts(open) == ["▼ outer", "  ▼ inner", "    deep", "", "│ ▼ last", "│   end"])
    }

    @Test func initialFolding_opensOnlySectionsWrittenOpen() {
        let document = Document(blocks: [
            section, .details(DetailsBlock(summary: [InlineSpan("open")], blocks: [paragraph("seen")], isOpen: true)),
        ])
        #expect(ArticleFolding.initial(for: document) == ArticleFolding(openSections: [1]))
        #expect(ArticleFolding.allOpen(in: document) == ArticleFolding(openSections: [0, 1]))
        #expect(texts(MarkdownLayout.lines(for: document, width: 40, theme: .standard)) == ["▶ 実行結果", "", "▼ open", "  seen"])
    }

    @Test func toggle_opensAClosedSectionAndClosesAnOpenOne() {
        var folding = ArticleFolding(openSections: [2])
        folding.toggle(0)
        folding.toggle(2)
        #expect(folding == ArticleFolding(openSections: [0]))
    }

    @Test func sectionsInFootnotes_comeAfterTheBody() {
        let document = Document(
            blocks: [section, .paragraph([InlineSpan("1", style: .footnoteReference)])],
            footnotes: [Footnote(number: 1, blocks: [.details(DetailsBlock(summary: [InlineSpan("note")], blocks: [paragraph("x")]))])])
        let lines = MarkdownLayout.lines(for: document, width: 40, theme: .standard, folding: ArticleFolding())
        #expect(articleLinks(lines) == [.details(0), .details(1)])
    }
}
