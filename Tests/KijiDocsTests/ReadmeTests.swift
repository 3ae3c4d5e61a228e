import Foundation
import KijiDocs
import TerminalUI
import Testing

/// README.md and README.ja.md say the same in two languages, as do docs/X.md and docs/ja/X.md, and
/// the READMEs' key table says what the key tables do.
@Suite("READMEs")
struct ReadmeTests {
    let english: MarkdownOutline
    let japanese: MarkdownOutline

    init() throws {
        english = MarkdownOutline(try RepositoryFile.text("README.md"))
        japanese = MarkdownOutline(try RepositoryFile.text("README.ja.md"))
    }

    @Test func bothReadmes_haveTheSameSections() {
        #expect(english.headingLevels.count >= 6)
        #expect(english.headingLevels == japanese.headingLevels)
    }

    @Test func bothReadmes_giveTheSameCommands() {
        #expect(english.commands.contains("Scripts/demo"))
        #expect(english.commands.contains("Scripts/test"))
        #expect(english.commands.contains("Scripts/install"))
        #expect(english.commands == japanese.commands)
    }

    /// The same files, the Japanese README's `docs/ja/X` standing for the English `docs/X`.
    @Test func bothReadmes_linkToTheSameFiles() {
        let japaneseAsEnglish = japanese.localLinks.filter { $0 != "README.md" }.map { $0.replacing("docs/ja/", with: "docs/") }
        #expect(english.localLinks.filter { $0 != "README.ja.md" } == japaneseAsEnglish)
        #expect(english.localLinks.contains("docs/keys.md"))
    }

    @Test func japaneseReadme_linksEveryJapanesePageInsteadOfItsEnglishOne() throws {
        let translated = try FileManager.default.contentsOfDirectory(atPath: RepositoryFile.root.appendingPathComponent("docs/ja").path)
            .filter { $0.hasSuffix(".md") }
        #expect(Set(translated).isSuperset(of: ["usage.md", "configuration.md", "keys.md"]))
        for page in translated {
            #expect(FileManager.default.fileExists(atPath: RepositoryFile.root.appendingPathComponent("docs/\(page)").path), "docs/ja/\(page) translates no English page")
            #expect(japanese.localLinks.contains("docs/ja/\(page)"), "README.ja.md does not link docs/ja/\(page)")
            #expect(!japanese.localLinks.contains("docs/\(page)"), "README.ja.md links the English docs/\(page) where docs/ja/\(page) exists")
        }
    }

    @Test func everyJapanesePage_hasTheSectionsAndCommandsOfItsEnglishOne() throws {
        let folder = RepositoryFile.root.appendingPathComponent("docs/ja").path
        for page in try FileManager.default.contentsOfDirectory(atPath: folder).filter({ $0.hasSuffix(".md") }) {
            let english = MarkdownOutline(try RepositoryFile.text("docs/\(page)"))
            let japanese = MarkdownOutline(try RepositoryFile.text("docs/ja/\(page)"))
            #expect(japanese.headingLevels == english.headingLevels, "docs/ja/\(page) and docs/\(page) have different sections")
            #expect(japanese.commands == english.commands, "docs/ja/\(page) and docs/\(page) give different commands")
        }
    }

    @Test func testCommand_isWhatCIRuns() throws {
        let ci = try RepositoryFile.text(".ci/run")
        #expect(english.commands.contains("Scripts/test"))
        #expect(ci.contains("exec Scripts/test\n"))
    }

    @Test func bothKeyTables_listTheSameTenKeysAndActions() {
        #expect(english.keyRows.count == 10)
        #expect(english.keyRows == japanese.keyRows)
    }

    @Test func readmeKeyTable_bindsEachKeyToOneOfItsActions() {
        var actionsByKey: [String: Set<String>] = [:]
        for screen in KeyReference.screens {
            for entry in screen.help.entries {
                guard let name = entry.name else { continue }
                for key in entry.keys { actionsByKey[key, default: []].insert(name) }
            }
        }
        for row in english.keyRows {
            #expect(!row.keys.isEmpty && !row.actions.isEmpty)
            for action in row.actions {
                #expect(KeyReference.actionNames.contains(action), "\(action) is no action")
                #expect(row.keys.contains { actionsByKey[$0, default: []].contains(action) }, "no key of \(row.keys) is bound to \(action)")
            }
            for key in row.keys {
                #expect(!actionsByKey[key, default: []].isDisjoint(with: row.actions), "\(key) is bound to none of \(row.actions)")
            }
        }
    }
}
