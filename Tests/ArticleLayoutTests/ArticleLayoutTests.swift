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

    @Test func anArticleWithComments_endsWithALineLeadingToThem() {
        var commented = article(body: "Hello")
        commented.commentsCount = 3
        let laidOut = lines(commented, width: 20)
        #expect(laidOut.suffix(3).map(\.plainText.string) == ["", String(repeating: "─", count: 20), "Comments (3)"])
        #expect(links(laidOut).last == .comments)
        commented.commentsCount = 0
        #expect(lines(commented, width: 20).last?.plainText.string == "Comments")
    }

    @Test func theLayoutsOwnWords_areTheCallers() {
        let words = ArticleWords(
            links: "リンク", footnotes: "脚注", details: "詳細", note: "メモ", warning: "注意", alert: "警告", image: "画像",
            comments: "コメント", commentsWithCount: "コメント ({count})")
        var commented = article(body: """
            See [x](https://x.example)[^1] and ![a cat](https://x.example/b.png).

            ![](https://x.example/a.png)

            <details><div>inside</div></details>

            :::note warn
            careful
            :::

            [^1]: A note.
            """)
        commented.commentsCount = 2
        let shown = ArticleLayout.lines(
            for: commented, width: 80, theme: .standard, folding: .initial(for: commented.body), words: words
        ).map(\.plainText.string)
        for expected in ["リンク", "脚注", "▶ 詳細", "┃ ⚠ 注意", "コメント (2)"] {
            #expect(shown.contains(expected), "no line \(expected) in \(shown)")
        }
        #expect(shown.contains { $0.contains("[画像: a cat]") })
        #expect(shown.contains { $0.hasPrefix("[画像]") })
        #expect(!shown.contains { $0.contains("Links") || $0.contains("image") || $0.contains("Comments") })
        commented.commentsCount = 0
        #expect(ArticleLayout.footer(for: commented, width: 20, theme: .standard, words: words).last?.plainText.string == "コメント")
    }

    @Test func anArticleWithoutACommentCount_hasNoCommentsLine() {
        #expect(!links(lines(article(body: "Hello"), width: 20)).contains(.comments))
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
