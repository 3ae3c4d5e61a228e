import Testing

@testable import QiitaFeed

/// An excerpt's first line is prose: never table syntax, a fence or a marker, and no Markdown or HTML marks.
struct ExcerptProseTests {
    @Test func anArticleThatStartsWithATable_showsTheFirstSentenceAfterIt() {
        let excerpt = "| 言語 | 配布形態 |\n|---|---|\n| Swift | OSS |\n\n比較してみました。"
        #expect(ExcerptProse.firstLine(of: excerpt) == "比較してみました。")
    }

    @Test func aCodeBlock_aNoteLine_aRuleAndALoneImage_areNotProse() {
        #expect(ExcerptProse.firstLine(of: "```swift\nlet answer = 42\n```\n説明です。") == "説明です。")
        #expect(ExcerptProse.firstLine(of: ":::note info\n注意してください。\n:::") == "注意してください。")
        #expect(ExcerptProse.firstLine(of: "---\n***\n![図](https://example.com/a.png)\n本文") == "本文")
    }

    @Test func headingQuoteAndListMarkers_areDropped() {
        #expect(ExcerptProse.firstLine(of: "## はじめに") == "はじめに")
        #expect(ExcerptProse.firstLine(of: "> > 引用です") == "引用です")
        #expect(ExcerptProse.firstLine(of: "- 項目") == "項目")
        #expect(ExcerptProse.firstLine(of: "12. 手順") == "手順")
        #expect(ExcerptProse.firstLine(of: "3.14 は円周率") == "3.14 は円周率")
        #expect(ExcerptProse.firstLine(of: "#hashtag") == "#hashtag")
    }

    @Test func emphasisCodeTagsAndLinkAddresses_leaveTheirText() {
        #expect(ExcerptProse.firstLine(of: "**重要**: `swift build` を使う") == "重要: swift build を使う")
        #expect(ExcerptProse.firstLine(of: "[Qiita](https://qiita.com) の記事と ![画像](x.png) です") == "Qiita の記事と  です")
        #expect(ExcerptProse.firstLine(of: "<details><summary>概要</summary>") == "概要")
        #expect(ExcerptProse.firstLine(of: "a < b and c > d") == "a < b and c > d")
        #expect(ExcerptProse.firstLine(of: "snake_case_name と 2 * 3") == "snake_case_name と 2 * 3")
    }

    @Test func footnotesAndTheirReferences_areNotProse() {
        #expect(ExcerptProse.firstLine(of: "[^1]: 脚注です\n\n本文[^1]です。") == "本文です。")
    }

    @Test func anExcerptOfOnlySyntax_hasNoFirstLine() {
        #expect(ExcerptProse.firstLine(of: "| a | b |\n|---|---|\n```\ncode\n```") == "")
        // A table's header cut before its delimiter row (an excerpt ends after some 120 characters).
        #expect(ExcerptProse.firstLine(of: "| 言語 | 配布形態 | 起動時間の目安 | クロス…") == "")
    }
}
