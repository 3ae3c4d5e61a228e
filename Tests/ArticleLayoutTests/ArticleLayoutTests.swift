import MarkdownText
import TerminalUI
import Testing

@testable import ArticleLayout

@Suite("A whole article's lines")
struct ArticleLayoutTests {
    private func article(body: String) -> Article {
        Article(
            title: "Title", authorLogin: "alice", authorName: "Alice", tags: ["Swift"], counts: "1 likes · 0 stocks",
            dates: "Posted 2026-11-20", url: "https://qiita.com/alice/items/0123456789abcdef0123",
            body: MarkdownParser.parse(body))
    }

    private func links(_ lines: [StyledLine]) -> [ArticleLink] {
        lines.flatMap { $0.spans.compactMap(\.link) }.map(ArticleLink.init(target:))
    }

    private func lines(_ article: Article, width: Int) -> [StyledLine] {
        ArticleLayout.lines(for: article, width: width, theme: .standard, folding: .initial(for: article.body))
    }

    @Test func header_showsTheFactsThenARuleAndABlankLine() {
        let shown = lines(article(body: "Hello"), width: 60).map(\.plainText.string)
        #expect(shown == [
            "Title", "@alice (Alice)", "#Swift", "1 likes · 0 stocks · Posted 2026-11-20",
            "https://qiita.com/alice/items/0123456789abcdef0123", String(repeating: "─", count: 60), "", "Hello",
        ])
    }

    @Test func header_withoutAuthorTagsOrFacts_showsOnlyTheTitle() {
        let preview = Article(title: "Draft", body: MarkdownParser.parse("Text"))
        let shown = ArticleLayout.header(for: preview, width: 10, theme: .standard).map(\.plainText.string)
        #expect(shown == ["Draft", String(repeating: "─", count: 10), ""])
    }

    @Test func header_offersAuthorTagAndAddressAsLinkTargets() {
        #expect(links(lines(article(body: "Hello"), width: 60)) == [
            .author, .tag("Swift"), .url("https://qiita.com/alice/items/0123456789abcdef0123"),
        ])
    }

    @Test func bodyLinksToTheAppScheme_cannotNavigateTheApp() {
        let shown = links(lines(article(body: "[me](kiji:author) and [tag](kiji:tag:Evil) and [web](https://example.com/)"), width: 60))
        #expect(shown.filter { if case .url = $0 { false } else { true } } == [.author, .tag("Swift")])
        #expect(shown.contains(.url("kiji:author")))
        #expect(shown.contains(.url("kiji:tag:Evil")))
        #expect(shown.contains(.url("https://example.com/")))
    }

    @Test func everyLine_fitsTheWidth() {
        for width in [1, 2, 5, 20, 80] {
            let laidOut = lines(article(body: "# 見出し\n\n本文です。" + String(repeating: "長い行", count: 40)), width: width)
            #expect(laidOut.allSatisfy { $0.width <= width })
        }
    }
}
