import Testing

/// The readers the catalog check stands on, shown to find what they must and skip what they must.
struct CatalogReadersTests {
    @Test func test_sourceScan_findsCallsAndPlurals_skipsCommentsAndOtherLiterals() {
        var found = SourceMessages()
        found.scan("""
            /// tr("in a doc comment")
            let a = tr("Saved.")  // tr("in a comment")
            let b = "tr(\\"in another literal\\")"
            let c = trn("{count} comment", "{count} comments", count: n)
            let d = tr(
                "On \\"two\\" lines")
            let e = self.tr("not ours")
            public func tr(_ message: StaticString) -> String
            """, file: "Sample.swift")
        #expect(Set(found.messages.keys) == [
            .init(id: "Saved."),
            .init(id: "{count} comment", plural: "{count} comments"),
            .init(id: "On \"two\" lines"),
        ])
        #expect(found.unreadable.isEmpty)
    }

    @Test func test_sourceScan_reportsAMessageThatIsNotALiteral() {
        var found = SourceMessages()
        found.scan("let a = tr(message)\nlet b = tr(\"caf\\u{E9}\")\n", file: "Sample.swift")
        #expect(found.messages.isEmpty)
        #expect(found.unreadable == ["Sample.swift: tr(…)", "Sample.swift: tr(…)"])
    }

    @Test func test_poReader_readsPluralsContinuationsAndFlags() {
        let catalog = POFile(text: """
            msgid ""
            msgstr ""
            "Language: ja\\n"

            #: Sources/kiji/A.swift
            msgid "Saved."
            msgstr "保存しました。"

            #, fuzzy
            msgid "Long "
            "message"
            msgstr ""
            "長い"

            msgid "{count} comment"
            msgid_plural "{count} comments"
            msgstr[0] ""

            #~ msgid "Gone"
            #~ msgstr "消えた"
            """)
        #expect(catalog.entries.map(\.id) == ["Saved.", "Long message", "{count} comment"])
        #expect(catalog.entries[0].isTranslated && !catalog.entries[0].isFuzzy)
        #expect(catalog.entries[1].isFuzzy && catalog.entries[1].translations == ["長い"])
        #expect(catalog.entries[2].plural == "{count} comments" && !catalog.entries[2].isTranslated)
    }
}
