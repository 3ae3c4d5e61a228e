import Foundation
import KijiDocs
import TerminalUI
import Testing

@testable import KijiData
@testable import kiji

/// The documentation covers what the code knows: every action `[keys]` accepts is in the key
/// reference (docs/keys.md, the man page), and every setting and theme role is in docs/configuration.md.
@Suite("Documentation against the code")
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func keyReference_listsEveryActionConfigAccepts() {
        #expect(KeyReference.actionNames == ScreenFactory.keyActionNames)
    }

    @Test func configurationPage_namesEverySettingAndThemeRole() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        for key in ConfigReader.topLevelKeys {
            let written = ["theme", "keys", "timeline"].contains(key) ? "`[\(key)]`" : "`\(key)`"
            #expect(page.contains(written), "docs/configuration.md does not name \(written)")
        }
        for role in Theme.Role.configNames {
            #expect(page.contains("`\(role)`"), "docs/configuration.md does not name the theme role \(role)")
        }
        for mode in ImageMode.allCases {
            #expect(page.contains("\"\(mode.rawValue)\""), "docs/configuration.md does not name images = \(mode.rawValue)")
        }
    }
}
