import MarkdownText
import TerminalUI
import Testing

@testable import ArticleLayout

@Suite("The layout's own words come from the article")
struct ArticleWordsTests {
    private let japanese = ArticleWords(
        links: "リンク", footnotes: "脚注", comments: "コメント", commentsWithCount: "コメント（{count} 件）",
        image: "[画像]", imageWithAlt: "[画像: {alt}]")

    private func shown(_ body: String, words: ArticleWords, commentsCount: Int? = nil) -> [String] {
        let article = Article(title: "T", body: MarkdownParser.parse(body), commentsCount: commentsCount, words: words)
        return ArticleLayout.lines(for: article, width: 60, theme: .standard, folding: .initial(for: article.body))
            .map(\.plainText.string)
    }

    @Test func sectionTitlesCommentsLinkAndImagePlaceholders_areTheArticlesWords() {
        let body = "See [the site](https://example.com)[^1].\n\n![a cat](https://img.example/cat.png)\n\n![](https://img.example/x.png)\n\n[^1]: A note."
        let lines = shown(body, words: japanese, commentsCount: 3)
        for expected in ["リンク", "脚注", "コメント（3 件）"] { #expect(lines.contains(expected), "\(expected) in \(lines)") }
        #expect(lines.contains { $0.hasPrefix("[画像: a cat]") })
        #expect(lines.contains { $0.hasPrefix("[画像][") })
        #expect(!lines.contains { $0.contains("Links") || $0.contains("Footnotes") || $0.contains("[image") || $0.contains("Comments") })
        #expect(shown("Hello", words: japanese, commentsCount: 0).last == "コメント")
    }

    @Test func altText_isContent_soABraceInItIsShownAsItIs() {
        let lines = shown("![{count} and {alt}](https://img.example/cat.png)", words: japanese)
        #expect(lines.contains { $0.hasPrefix("[画像: {count} and {alt}]") })
    }

    @Test func theDefault_isEnglish() {
        let lines = shown("![a cat](https://img.example/cat.png)", words: .english, commentsCount: 2)
        #expect(lines.contains { $0.hasPrefix("[image: a cat]") })
        #expect(lines.last == "Comments (2)")
    }
}
