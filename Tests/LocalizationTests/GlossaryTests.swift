import Foundation
import Testing

/// Keeps po/ja.po to po/GLOSSARY.md: one term for each thing, one punctuation style, and the verb
/// before a long value. When one fails, fix the msgstr it names (or the glossary, if it is wrong).
struct GlossaryTests {
    static func glossary() throws -> Glossary {
        try Glossary(contentsOf: CatalogCompletenessTests.root.appendingPathComponent("po/GLOSSARY.md"))
    }

    static func japanese() throws -> [POFile.Entry] {
        try CatalogCompletenessTests.catalog("ja.po").entries
    }

    @Test func test_theGlossary_forbidsAVariantOnlyForItsEnglish() {
        let glossary = Glossary(text: """
            | English | 日本語 | 使わない | メモ |
            |---|---|---|---|
            | All items | 新着記事 | すべての記事、全記事 | |
            """)
        #expect(glossary.misuses(id: "All items", translation: "すべての記事") == ["すべての記事 (use 新着記事)"])
        #expect(glossary.misuses(id: "Your items", translation: "すべての記事").isEmpty)
    }

    @Test func test_japanese_usesNoTermTheGlossaryForbids() throws {
        let glossary = try Self.glossary()
        #expect(glossary.terms.count > 10)
        let misuses = try Self.japanese().flatMap { entry in
            entry.translations.flatMap { glossary.misuses(id: entry.id, translation: $0) }.map { "\(entry.id): \($0)" }
        }
        #expect(misuses.isEmpty, "ja.po uses terms po/GLOSSARY.md forbids:\n\(misuses.joined(separator: "\n"))")
    }

    @Test func test_japaneseDocs_useNoTermTheGlossaryForbids() throws {
        let glossary = try Self.glossary()
        let root = CatalogCompletenessTests.root
        let docs = try ["README.ja.md"] + FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs/ja").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/ja/\($0)" }
        #expect(docs.count >= 4)
        let misuses = try docs.flatMap { doc in
            let text = try String(contentsOf: root.appendingPathComponent(doc), encoding: .utf8)
            return glossary.terms.flatMap { term in
                term.forbidden.filter { text.contains($0) }.map { "\(doc): \($0) (use \(term.japanese))" }
            }
        }
        #expect(misuses.isEmpty, "README.ja.md and docs/ja use terms po/GLOSSARY.md forbids:\n\(misuses.joined(separator: "\n"))")
    }

    @Test func test_punctuation_mixedParenthesesAndHalfWidthQuestions_areFaults() {
        #expect(JapaneseStyle.punctuationFaults("ストック / 解除 (要 kiji login)（例）").count == 2)
        #expect(JapaneseStyle.punctuationFaults("削除しますか? y/n") == ["a question ends in ? instead of ？"])
        #expect(JapaneseStyle.punctuationFaults("削除しますか？ y/n（[例](a.md)）").isEmpty)
    }

    @Test func test_japanese_usesOnePunctuationStyle() throws {
        let faults = try Self.japanese().flatMap { entry in
            entry.translations.flatMap(JapaneseStyle.punctuationFaults).map { "\(entry.id): \($0)" }
        }
        #expect(faults.isEmpty, "ja.po breaks po/GLOSSARY.md's punctuation:\n\(faults.joined(separator: "\n"))")
    }

    @Test func test_aVerbAfterALongValue_isFound() {
        #expect(JapaneseStyle.verbFollowsLongValue("{address} をコピーしました。"))
        #expect(!JapaneseStyle.verbFollowsLongValue("コピーしました: {address}。"))
        #expect(!JapaneseStyle.verbFollowsLongValue("{count} 件です。"))
    }

    @Test func test_japanese_putsTheVerbBeforeALongValue() throws {
        let late = try Self.japanese().filter { $0.translations.contains(where: JapaneseStyle.verbFollowsLongValue) }.map(\.id)
        #expect(late.isEmpty, "ja.po puts a verb after {address}, {path} or {file}:\n\(late.joined(separator: "\n"))")
    }
}
