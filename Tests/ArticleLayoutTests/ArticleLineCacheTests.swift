import MarkdownText
import TerminalUI
import Testing

@testable import ArticleLayout

struct ArticleLineCacheTests {
    private let document = MarkdownParser.parse("# 見出し\n\n本文\n\n<details><summary>more</summary>\n\ninside\n\n</details>")

    private func article(counts: String) -> Article {
        Article(title: "Title", authorLogin: "alice", counts: counts, body: document)
    }

    @Test func newHeaderFacts_layOutTheHeaderAloneAndMatchAFreshLayout() {
        var cache = ArticleLineCache()
        let before = cache.lines(for: article(counts: "1 likes · 3 stocks"), width: 40, theme: .standard, folding: ArticleFolding())
        let stocked = article(counts: "1 likes · 4 stocks · Stocked")
        let after = cache.lines(for: stocked, width: 40, theme: .standard, folding: ArticleFolding())
        #expect(cache.bodyLayouts == 1)
        #expect(after == ArticleLayout.lines(for: stocked, width: 40, theme: .standard, folding: ArticleFolding()))
        #expect(after != before)
    }

    @Test(arguments: [
        (40, Theme.monochrome, ArticleFolding()), (41, Theme.standard, ArticleFolding()), (40, Theme.standard, ArticleFolding(openSections: [0])),
    ])
    func newWidthThemeOrFolding_laysOutTheBodyAgain(width: Int, theme: Theme, folding: ArticleFolding) {
        var cache = ArticleLineCache()
        _ = cache.lines(for: article(counts: ""), width: 40, theme: .standard, folding: ArticleFolding())
        let lines = cache.lines(for: article(counts: ""), width: width, theme: theme, folding: folding)
        #expect(cache.bodyLayouts == 2)
        #expect(lines == ArticleLayout.lines(for: article(counts: ""), width: width, theme: theme, folding: folding))
    }

    @Test func aDifferentBody_isLaidOutAgain() {
        var cache = ArticleLineCache()
        _ = cache.lines(for: article(counts: ""), width: 40, theme: .standard, folding: ArticleFolding())
        var other = article(counts: "")
        other.body = MarkdownParser.parse("別の本文")
        let lines = cache.lines(for: other, width: 40, theme: .standard, folding: ArticleFolding())
        #expect(cache.bodyLayouts == 2)
        #expect(lines.map(\.plainText.string).last == "別の本文")
    }
}
