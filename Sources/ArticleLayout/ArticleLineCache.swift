import MarkdownText
import TerminalUI

/// An article's lines, with the body laid out again only when the body, the width, the theme,
/// the open sections or the code colours change.
///
/// A screen keeps one cache and asks it for lines on every change: a new stock count or any other
/// header fact lays out the header alone (a few lines), while a new width or a toggled section lays
/// out the body again. The body is compared as a parsed `Document`; a document kept from one parse
/// compares in constant time, because its arrays share storage.
public struct ArticleLineCache {
    private struct BodyKey: Equatable {
        let body: Document
        let width: Int
        let theme: Theme
        let folding: ArticleFolding
        let highlights: CodeHighlights
        let pictures: ArticlePictures
        let words: ArticleWords
    }

    private var key: BodyKey?
    private var body: [StyledLine] = []
    /// How many times the body has been laid out, which is what the cache saves.
    private(set) var bodyLayouts = 0

    /// An empty cache.
    public init() {}

    /// The article's lines, the same as `ArticleLayout.lines(for:width:theme:folding:highlights:pictures:words:)`.
    public mutating func lines(
        for article: Article, width: Int, theme: Theme, folding: ArticleFolding, highlights: CodeHighlights = .none,
        pictures: ArticlePictures = .none, words: ArticleWords = .english
    ) -> [StyledLine] {
        let wanted = BodyKey(
            body: article.body, width: width, theme: theme, folding: folding, highlights: highlights, pictures: pictures, words: words)
        if wanted != key {
            body = MarkdownLayout.lines(
                for: article.body, width: width, theme: theme, folding: folding, highlights: highlights, pictures: pictures,
                words: words, codeBlockTargets: true)
            key = wanted
            bodyLayouts += 1
        }
        return ArticleLayout.header(for: article, width: width, theme: theme) + body
            + ArticleLayout.footer(for: article, width: width, theme: theme, words: words)
    }
}
