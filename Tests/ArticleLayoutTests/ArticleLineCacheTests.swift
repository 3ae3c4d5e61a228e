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

    /// One thing that changes between two layouts.
    enum Change: CaseIterable {
        case width, theme, folding
    }

    @Test(arguments: Change.allCases)
    func newWidthThemeOrFolding_laysOutTheBodyAgain(change: Change) {
        let width = change == .width ? 41 : 40
        let theme = change == .theme ? Theme.monochrome : .standard
        let folding = change == .folding ? ArticleFolding(openSections: [0]) : ArticleFolding()
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
