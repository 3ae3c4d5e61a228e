import MarkdownText
import TerminalUI

/// Lays out a whole article: its header, a rule, then its body.
///
/// The detail screen, the print mode and the preview all take their lines from here, so they show
/// the same thing. Every line fits the width (see `MarkdownLayout`), all article text is sanitised,
/// and link targets are `ArticleLink` targets: the author line leads to `.author`, each tag to
/// `.tag`, the address to `.url`, each code block's opening line to `.code`.
public enum ArticleLayout {
    /// The article's lines at `width`, with the foldable sections open that `folding` says, the
    /// code blocks coloured by `highlights` and the images that have one drawn as their picture;
    /// the layout's own words are `words`.
    public static func lines(
        for article: Article, width: Int, theme: Theme, folding: ArticleFolding, highlights: CodeHighlights = .none,
        pictures: ArticlePictures = .none, words: ArticleWords = .english
    ) -> [StyledLine] {
        // The body's lines grow in place: a body of megabytes is not copied line by line.
        var lines = MarkdownLayout.lines(
            for: article.body, width: width, theme: theme, folding: folding, highlights: highlights, pictures: pictures, words: words,
            codeBlockTargets: true)
        lines.insert(contentsOf: header(for: article, width: width, theme: theme), at: 0)
        lines += footer(for: article, width: width, theme: theme, words: words)
        return lines
    }

    /// The lines after the body: a rule and `Comments (N)`, leading to `.comments`, when the article
    /// has a comment count (`Comments` alone when there are none yet); nothing otherwise.
    public static func footer(for article: Article, width: Int, theme: Theme, words: ArticleWords = .english) -> [StyledLine] {
        guard let count = article.commentsCount else { return [] }
        let label = DisplayText(sanitizing: words.comments(count: count))
        let link = StyledSpan(label, style: theme[.link], link: ArticleLink.comments.target)
        return [StyledLine(), MarkdownSpans.rule("─", count: max(1, width), theme[.dim]), StyledLine([link])]
    }

    /// The header lines: title, author, tags, counts and dates, address, then a rule and a blank line.
    ///
    /// Lines whose facts are empty are left out.
    public static func header(for article: Article, width: Int, theme: Theme) -> [StyledLine] {
        let width = max(1, width)
        var header = [StyledLine(text(article.title), style: theme[.title])]
        if !article.authorLogin.isEmpty {
            let name = article.authorName.isEmpty ? "" : " (\(article.authorName))"
            let author = StyledSpan(text("@" + article.authorLogin + name), style: theme[.author], link: ArticleLink.author.target)
            header.append(StyledLine([author]))
        }
        if !article.tags.isEmpty { header.append(tags(article.tags, theme: theme)) }
        let facts = [article.counts, article.dates].filter { !$0.isEmpty }
        if !facts.isEmpty { header.append(StyledLine(text(facts.joined(separator: " · ")), style: theme[.dim])) }
        if !article.url.isEmpty {
            header.append(StyledLine([StyledSpan(text(article.url), style: theme[.link], link: MarkdownSpans.target(ofURL: article.url))]))
        }
        let rule = MarkdownSpans.rule("─", count: width, theme[.dim])
        return TextLayout.wrap(header, toWidth: width) + [rule, StyledLine()]
    }

    /// The tags, `#name` each, two spaces apart, each leading to its tag.
    private static func tags(_ names: [String], theme: Theme) -> StyledLine {
        var line = StyledLine()
        for (index, name) in names.enumerated() {
            if index > 0 { line.append(StyledSpan("  ")) }
            line.append(StyledSpan(text("#" + name), style: theme[.tag], link: ArticleLink.tag(name).target))
        }
        return line
    }

    /// Untrusted text, sanitised and on one line.
    private static func text(_ string: String) -> DisplayText {
        TextLayout.singleLine(DisplayText(sanitizing: string))
    }
}
