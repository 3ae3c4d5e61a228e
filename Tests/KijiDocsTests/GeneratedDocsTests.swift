import KijiDocs
import Testing

/// docs/keys.md and the man page's KEYS section are what the key tables give now: a key added,
/// moved or described anew without `Scripts/update-docs` fails here.
@Suite("Generated documentation")
struct GeneratedDocsTests {
    @Test func keysPage_isWhatTheKeyTablesGive() throws {
        let written = try RepositoryFile.text("docs/keys.md")
        #expect(written == KeysMarkdown.page(), "docs/keys.md is out of date: run Scripts/update-docs")
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
