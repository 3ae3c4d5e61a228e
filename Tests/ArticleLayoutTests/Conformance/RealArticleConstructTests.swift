import ArticleLayout
import MarkdownText
import TerminalUI
import Conformance
import Testing

/// Footnotes, task lists, notes and diffs as real articles write them.
@Suite("Real articles: footnotes, task lists, notes, diffs")
struct RealArticleConstructTests {
    private func lines(_ name: String, width: Int = 80) throws -> [StyledLine] {
        let document = MarkdownParser.parse(try ConformanceMaterial.articleBody(name))
        return MarkdownLayout.lines(for: document, width: width, theme: .standard, folding: .allOpen(in: document))
    }

    private func article(startingWith prefix: String) throws -> String {
        try #require(try ConformanceMaterial.articleNames().first { $0.hasPrefix(prefix) })
    }

    @Test func footnote_isReferencedInTheTextAndListedAtTheEnd() throws {
        let shown = try lines(article(startingWith: "09-")).map(\.plainText.string)
        #expect(shown.contains { $0.hasSuffix("[^1]") || $0.contains("[^1]") })
        let section = try #require(shown.lastIndex(of: "Footnotes"))
        #expect(shown[section...].contains { $0.hasPrefix("[^1] 不幸にも発見が遅れた") })
    }

    @Test func taskList_showsAnOpenBoxPerItem() throws {
        let shown = try lines(article(startingWith: "24-")).map(\.plainText.string)
        for task in ["ローカルMacでの本格セットアップ", "より大きなモデルでの検証", "実際のプロジェクトでの活用"] {
            #expect(shown.contains("[ ] " + task))
        }
    }

    @Test func warningNote_isLabelledAndBarredInTheWarningColour() throws {
        let laidOut = try lines(article(startingWith: "20-"))
        let label = try #require(laidOut.first { $0.plainText.string == "┃ ⚠ Warning" })
        #expect(label.spans.allSatisfy { $0.style.foreground == Theme.standard[.code].foreground })
        let index = try #require(laidOut.firstIndex(of: label))
        #expect(laidOut[index + 1].plainText.string.hasPrefix("┃ 注意"))
    }

    @Test func diffWithALanguageAndFileName_keepsTheNameAndColoursItsLines() throws {
        let laidOut = try lines(article(startingWith: "27-"))
        #expect(laidOut.contains { $0.plainText.string == "┌─ diff_javascript · postcss.config.mjs" })
        let removed = try #require(laidOut.flatMap(\.spans).first { $0.text.string == "-   tailwindcss: {}," })
        let added = try #require(laidOut.flatMap(\.spans).first { $0.text.string.hasPrefix("+   \"@tailwindcss/postcss\"") })
        #expect(removed.style.foreground == Theme.standard[.diffRemoved].foreground)
        #expect(added.style.foreground == Theme.standard[.diffAdded].foreground)
    }
}
