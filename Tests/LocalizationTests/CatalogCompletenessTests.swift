import Foundation
import Testing

/// Keeps po/ in step with the sources: every message kiji can show is in kiji.pot and translated in
/// ja.po, with the same placeholders. Run Scripts/update-catalog and translate when one fails.
struct CatalogCompletenessTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func sources() throws -> SourceMessages {
        try SourceMessages.read(root.appendingPathComponent("Sources"))
    }

    static func catalog(_ name: String) throws -> POFile {
        try POFile(contentsOf: root.appendingPathComponent("po/\(name)"))
    }

    @Test func test_everyMessageIsALiteralTheExtractorCanRead() throws {
        let sources = try Self.sources()
        #expect(!sources.messages.isEmpty)
        #expect(sources.unreadable.isEmpty, "messages extraction cannot read:\n\(sources.unreadable.joined(separator: "\n"))")
    }

    @Test func test_theTemplate_holdsExactlyTheSourcesMessages() throws {
        let inSources = Set(try Self.sources().messages.keys)
        let inTemplate = Set(try Self.catalog("kiji.pot").entries.map(\.message))
        let missing = inSources.subtracting(inTemplate).map(\.description).sorted()
        let stale = inTemplate.subtracting(inSources).map(\.description).sorted()
        #expect(missing.isEmpty, "not in po/kiji.pot (run Scripts/update-catalog):\n\(missing.joined(separator: "\n"))")
        #expect(stale.isEmpty, "in po/kiji.pot but no longer in the sources (run Scripts/update-catalog):\n\(stale.joined(separator: "\n"))")
    }

    @Test func test_japanese_translatesEveryMessage_noneFuzzy() throws {
        let japanese = try Self.catalog("ja.po")
        let byMessage = Dictionary(japanese.entries.map { ($0.message, $0) }, uniquingKeysWith: { first, _ in first })
        let sources = try Self.sources().messages
        let missing = sources.keys.filter { byMessage[$0] == nil }.map(\.description).sorted()
        let untranslated = sources.keys.compactMap { byMessage[$0] }.filter { !$0.isTranslated }.map(\.message.description).sorted()
        let fuzzy = japanese.entries.filter(\.isFuzzy).map(\.message.description).sorted()
        #expect(missing.isEmpty, "not in po/ja.po:\n\(missing.joined(separator: "\n"))")
        #expect(untranslated.isEmpty, "untranslated in po/ja.po:\n\(untranslated.joined(separator: "\n"))")
        #expect(fuzzy.isEmpty, "fuzzy in po/ja.po:\n\(fuzzy.joined(separator: "\n"))")
    }

    @Test func test_japanese_keepsEachMessagesPlaceholders() throws {
        let mismatched = try Self.catalog("ja.po").entries.filter(\.isTranslated).compactMap { entry -> String? in
            let expected = Self.placeholders(entry.id).union(Self.placeholders(entry.plural ?? ""))
            let wrong = entry.translations.filter { Self.placeholders($0) != expected }
            return wrong.isEmpty ? nil : "\(entry.message): \(wrong)"
        }
        #expect(mismatched.isEmpty, "placeholders differ:\n\(mismatched.joined(separator: "\n"))")
    }

    /// The `{name}` placeholders of a message.
    static func placeholders(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = rest[rest.index(after: open)..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "_" }) { names.insert(String(name)) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
