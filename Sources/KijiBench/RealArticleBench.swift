import ArticleLayout
import Foundation
import MarkdownText

// MARK: - Real articles from ../shared/conformance

/// Where the real articles are: `$KIJI_CONFORMANCE`, else `shared/conformance` beside the repository.
private func conformanceDirectory() -> URL {
    if let override = ProcessInfo.processInfo.environment["KIJI_CONFORMANCE"], !override.isEmpty {
        return URL(fileURLWithPath: override, isDirectory: true)
    }
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return repository.deletingLastPathComponent().appendingPathComponent("shared/conformance", isDirectory: true)
}

/// The Markdown body of the article whose file name starts with `prefix`: the file without its added
/// first line (which names its source) and without Qiita CLI front matter.
private func realArticle(_ prefix: String) -> (name: String, body: String)? {
    let folder = conformanceDirectory().appendingPathComponent("articles")
    guard let name = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted().first(where: { $0.hasPrefix(prefix) }),
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
    else { return nil }
    var text = Substring(String(decoding: data, as: UTF8.self))
    text = text.drop { $0 != "\n" }.dropFirst()
    if text.hasPrefix("---\n"), let end = text.dropFirst(3).range(of: "\n---\n") { text = text[end.upperBound...] }
    return (name, String(text))
}

/// Layout of the largest real article (28 KB) and of the one with 4,565-character lines, at 80 columns.
@MainActor
func benchRealArticles() {
    for prefix in ["01-", "31-"] {
        guard let article = realArticle(prefix) else {
            report("ArticleLayout of real article \(prefix)…", iterations: 0, ns: .nan, note: "missing: \(conformanceDirectory().path)")
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
