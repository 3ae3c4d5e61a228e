import Testing
@testable import KijiModules

/// The addresses and file names the message log lets the user copy or open.
struct MessageReferencesTests {
    @Test func anAddressInASentence_endsBeforeTheFullStop() {
        let found = MessageReferences.find(in: "Copied https://qiita.com/alice/items/7e476343f4 to the clipboard.")
        #expect(found == ["https://qiita.com/alice/items/7e476343f4"])
        #expect(MessageReferences.find(in: "The address is https://qiita.com/a/items/1.") == ["https://qiita.com/a/items/1"])
    }

    @Test func anAddressInJapanese_endsAtTheFirstCharacterThatIsNotASCII() {
        let found = MessageReferences.find(in: "ブラウザがありません（$BROWSER を設定してください）。アドレス: https://qiita.com/a/items/1です")
        #expect(found == ["https://qiita.com/a/items/1"])
    }

    @Test func aFileName_isFound_untilSpaceOrAFullWidthBracket() {
        let path = "/home/me/.local/state/kiji/unsent/comment-2026-11-28T140342.md"
        #expect(MessageReferences.find(in: "The comment was not posted; it is kept in \(path)") == [path])
        #expect(MessageReferences.find(in: "キャッシュを移しました。移動先: /c/kiji/cache.sqlite.damaged（元の場所: /c/kiji/cache.sqlite）") == [
            "/c/kiji/cache.sqlite.damaged", "/c/kiji/cache.sqlite",
        ])
        #expect(MessageReferences.find(in: "the cache at /c/kiji/cache.sqlite (database is locked)") == ["/c/kiji/cache.sqlite"])
        #expect(MessageReferences.find(in: "Write it in ~/notes") == ["~/notes"])
    }

    @Test func countsAndRelativeWords_areNotFileNames() {
        #expect(MessageReferences.find(in: "40/1000 loaded, API 59/60, a/b/c and /1000").isEmpty)
        #expect(MessageReferences.find(in: "http:// alone").isEmpty)
    }

    @Test func aReferenceNamedTwice_isListedOnce() {
        let address = "https://qiita.com/a/items/1"
        #expect(MessageReferences.find(in: "\(address) and again \(address).") == [address])
        #expect(MessageReferences.isWebAddress(address))
        #expect(!MessageReferences.isWebAddress("/tmp/x/y"))
    }
}
