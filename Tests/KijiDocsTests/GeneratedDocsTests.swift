import KijiDocs
import Testing

/// docs/keys.md, docs/ja/keys.md and the man page's KEYS section are what the key tables (and, in
/// Japanese, the catalog) give now: a key added, moved, described or translated anew without
/// `Scripts/update-docs` fails here.
@Suite("Generated documentation")
struct GeneratedDocsTests {
    static let japanese = "ja_JP.UTF-8"

    @Test func keysPage_isWhatTheKeyTablesGive() throws {
        let written = try RepositoryFile.text("docs/keys.md")
        #expect(written == KeysMarkdown.page(), "docs/keys.md is out of date: run Scripts/update-docs")
    }

    @Test func japaneseKeysPage_isWhatTheKeyTablesGiveThroughTheCatalog() throws {
        try #require(KijiDocsProcess.hasLocale(Self.japanese), "\(Self.japanese) is missing: run Scripts/make-locales")
        let written = try RepositoryFile.text("docs/ja/keys.md")
        let generated = try KijiDocsProcess.keysMarkdown(locale: Self.japanese)
        #expect(written == generated, "docs/ja/keys.md is out of date: run Scripts/update-docs")
    }

    @Test func japaneseKeysPage_translatesEveryHeadingAndKeepsEveryKeyAndAction() throws {
        try #require(KijiDocsProcess.hasLocale(Self.japanese), "\(Self.japanese) is missing: run Scripts/make-locales")
        let english = KeysMarkdown.page().split(separator: "\n")
        let japanese = try KijiDocsProcess.keysMarkdown(locale: Self.japanese).split(separator: "\n")
        let headings = { (lines: [Substring]) in lines.filter { $0.hasPrefix("#") } }
        #expect(headings(japanese).count == headings(english).count)
        for (word, translated) in zip(headings(english), headings(japanese)) {
            #expect(word != translated, "\(word) is not translated in docs/ja/keys.md: translate it in po/ja.po")
        }
        let keysAndActions = { (lines: [Substring]) in
            lines.filter { $0.hasPrefix("| `") }.map { $0.split(separator: " | ").prefix(2).joined(separator: " | ") }
        }
        #expect(keysAndActions(japanese) == keysAndActions(english))
        #expect(keysAndActions(english).count == KeyReference.screens.map(\.help.entries.count).reduce(0, +))
    }

    @Test func manualKeysSection_isWhatTheKeyTablesGive() throws {
        let written = try RepositoryFile.text("docs/man/keys.mdoc")
        #expect(written == KeysManual.section(), "docs/man/keys.mdoc is out of date: run Scripts/update-docs")
    }

    @Test func keysPage_listsEveryScreenAndEveryActionName() {
        let page = KeysMarkdown.page()
        for screen in KeyReference.screens {
            #expect(page.contains("\n## \(screen.title)\n"))
        }
        for name in KeyReference.actionNames {
            #expect(page.contains("| `\(name)` |"), "\(name) is missing from docs/keys.md")
        }
        #expect(KeyReference.actionNames.isSuperset(of: ["down", "open", "stock", "back", "home_trend", "comment"]))
    }

    @Test func manualKeysSection_escapesEveryKeySoNoneIsReadAsAMacro() {
        let section = KeysManual.section()
        let items = section.split(separator: "\n").filter { $0.hasPrefix(".It Sy ") }
        #expect(items.count == KeyReference.screens.map(\.help.entries.count).reduce(0, +))
        for item in items {
            #expect(item.dropFirst(".It Sy ".count).split(separator: " ").allSatisfy { $0.hasPrefix("\\&") })
        }
    }
}
