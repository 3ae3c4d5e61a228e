import Foundation
import KijiDocs
import TerminalUI
import Testing

@testable import KijiData
@testable import kiji

/// The documentation covers what the code knows: every action `[keys]` accepts is in the key
/// reference (docs/keys.md, the man page), and every setting and theme role is in docs/configuration.md
/// and its Japanese docs/ja/configuration.md.
@Suite("Documentation against the code")
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func keyReference_listsEveryActionConfigAccepts() {
        #expect(KeyReference.actionNames == Settings.vocabulary.keyActions)
    }

    @Test(arguments: ["docs/configuration.md", "docs/ja/configuration.md"])
    func configurationPage_namesEverySettingAndThemeRole(path: String) throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        for key in ConfigReader.topLevelKeys {
            let written = ["theme", "keys", "timeline"].contains(key) ? "`[\(key)]`" : "`\(key)`"
            #expect(page.contains(written), "\(path) does not name \(written)")
        }
        for role in Theme.Role.configNames {
            #expect(page.contains("`\(role)`"), "\(path) does not name the theme role \(role)")
        }
        for mode in ImageMode.allCases {
            #expect(page.contains("\"\(mode.rawValue)\""), "\(path) does not name images = \(mode.rawValue)")
        }
    }
}
