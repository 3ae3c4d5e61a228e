import MarkdownText
import Testing

/// A document's prose lines: the sentences a reader sees, without the syntax around them.
struct ProseLinesTests {
    @Test func tablesCodeFormulasRulesImagesAndLinkCards_haveNoProse() {
        let markdown = """
            | 言語 | 配布形態 |
            |---|---|
            | Swift | OSS |

            ```swift
            let answer = 42
            ```

            $$
            x^2
            $$

            ---

            ![図](https://example.com/a.png)

            https://qiita.com

            比較してみました。
            """
        #expect(MarkdownParser.parse(markdown).proseLines == ["比較してみました。"])
    }

    @Test func headingsListsQuotesNotesAndDetails_keepTheirTextInReadingOrder() {
        let markdown = """
            ## はじめに
            > 引用です
            - 項目

            :::note info
            注意してください。
            :::

            <details><summary>概要</summary>

            中身

            </details>
            """
        #expect(MarkdownParser.parse(markdown).proseLines == ["はじめに", "引用です", "項目", "注意してください。", "概要", "中身"])
    }

    @Test func linksCodeSpansAndTags_keepTheirText_imagesAndFootnoteReferencesGo() {
        let markdown = """
            **重要**: `swift build` を <b>使う</b>[^1]
            [Qiita](https://qiita.com) の記事と ![画像](x.png) です

            [^1]: 脚注
            """
        #expect(MarkdownParser.parse(markdown).proseLines == ["重要: swift build を 使う", "Qiita の記事と  です"])
    }
}
