import ArticleLayout
import Conformance
import Foundation
import MarkdownText
import TerminalUI

// MARK: - Real articles from ../shared/conformance

/// The Markdown body of the real article whose file name starts with `prefix`, without Qiita CLI
/// front matter; throws `ConformanceMaterial.Missing` when the material is not there.
func realArticle(_ prefix: String) throws -> (name: String, body: String) {
    let found = try ConformanceMaterial.article(startingWith: prefix)
    return (found.name, ConformanceMaterial.withoutFrontMatter(found.text))
}

/// Layout of the largest real article (28 KB) and of the one with 4,565-character lines, at 80 columns.
@MainActor
func benchRealArticles() {
    for prefix in ["01-", "31-"] {
        let article: (name: String, body: String)
        do {
            article = try realArticle(prefix)
        } catch {
            report("ArticleLayout of real article \(prefix)…", iterations: 0, ns: .nan, note: "\(error)")
            continue
        }
        let document = MarkdownParser.parse(article.body)
        let folding = ArticleFolding.initial(for: document)
        var lines = 0
        let ns = measure(iterations: 50) {
            let laid = MarkdownLayout.lines(for: document, width: 80, theme: .standard, folding: folding)
            lines = laid.count
            sink &+= laid.count
        }
        let longest = article.body.split(separator: "\n").map(\.count).max() ?? 0
        report(
            "MarkdownLayout.lines at 80 columns, real article \(article.name.prefix(24))", iterations: 50, ns: ns,
            extra: ["bytes": Double(article.body.utf8.count), "lines": Double(lines)],
            note: "\(article.body.utf8.count / 1024) KiB, longest line \(longest) characters, \(lines) lines")
    }
}
