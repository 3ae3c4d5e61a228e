import ArticleFile
import KijiDomain
import Testing

/// Splitting a Markdown file into the title, tags and body that `kiji preview` shows.
struct ArticleFileTests {
    @Test func frontMatter_givesTitleAndBlockListTagsAndIsLeftOutOfTheBody() {
        let file = ArticleDraft(parsingFile: """
            ---
            title: 'rehype-mathml: TeX数式をMathMLに'
            tags:
              - TeX
              - MathML
            private: false
            id: fcd8ee6f286e5db775d5
            ---
            Body line

            """)
        #expect(file == ArticleDraft(title: "rehype-mathml: TeX数式をMathMLに", tags: ["TeX", "MathML"], body: "Body line\n"))
    }

    @Test func frontMatter_withFlowListTags_givesEachTag() {
        let file = ArticleDraft(parsingFile: "---\ntitle: \"A \\\"quoted\\\" title\"\ntags: [Swift, 'iOS', \"テスト\"]\n---\nText")
        #expect(file == ArticleDraft(title: "A \"quoted\" title", tags: ["Swift", "iOS", "テスト"], body: "Text"))
    }

    @Test func frontMatter_withTagsAsTheAPIWritesThem_takesTheirNames() {
        let file = ArticleDraft(parsingFile: "---\ntitle: T\ntags:\n  - name: Swift\n    versions: []\n---\n")
        #expect(file.tags == ["Swift"])
    }

    @Test func frontMatter_thatIsNotAMapping_isLeftInTheBody() {
        let text = "---\n- just\n- a list\n---\n# Heading\n"
        #expect(ArticleDraft(parsingFile: text) == ArticleDraft(title: "", body: text))
    }

    @Test func frontMatter_neverClosed_isLeftInTheBody() {
        let text = "---\ntitle: T\n\nNo closing line.\n"
        #expect(ArticleDraft(parsingFile: text) == ArticleDraft(title: "", body: text))
    }

    @Test func frontMatterInAnHTMLComment_asQiitaSyncWritesIt_givesTitleAndTags() {
        let file = ArticleDraft(parsingFile: "<!--\ntitle:   題名\ntags:    Swift,Qiita\nid:      0123abcd\nprivate: false\n-->\nBody\n")
        #expect(file == ArticleDraft(title: "題名", tags: ["Swift", "Qiita"], body: "Body\n"))
    }

    @Test func leadingHTMLCommentWithoutATitle_isLeftInTheBody() {
        let text = "<!-- TODO: proofread -->\n# Title\n\nText\n"
        #expect(ArticleDraft(parsingFile: text) == ArticleDraft(title: "", body: text))
    }

    @Test func firstLineHeading_withoutFrontMatter_isTheTitle() {
        #expect(ArticleDraft(parsingFile: "# Using C# 12 #\n\nText\n") == ArticleDraft(title: "Using C# 12", body: "Text\n"))
        #expect(ArticleDraft(parsingFile: "# C#\nText") == ArticleDraft(title: "C#", body: "Text"))
    }

    @Test func crlfLines_areSplitLikeLFLines() {
        let file = ArticleDraft(parsingFile: "---\r\ntitle: T\r\ntags: [a]\r\n---\r\nText\r\n")
        #expect(file == ArticleDraft(title: "T", tags: ["a"], body: "Text\n"))
        #expect(ArticleDraft(parsingFile: "# Title\r\n\r\nText") == ArticleDraft(title: "Title", body: "Text"))
    }

    @Test func everyKindOfNewlineInTheBody_becomesLF_andOtherTextStaysAsItIs() {
        let file = ArticleDraft(parsingFile: "---\ntitle: T\n---\na\u{2028}b\u{85}c\rd\u{0B}e\u{0C}f\r\ng\u{2029}h")
        #expect(file == ArticleDraft(title: "T", body: "a\nb\nc\nd\ne\nf\ng\nh"))
        let plain = "…ą漢字\n\n" + String(repeating: "e`", count: 10_000)
        #expect(ArticleDraft(parsingFile: "---\ntitle: T\n---\n" + plain) == ArticleDraft(title: "T", body: plain))
    }

    @Test func aHeadingTitleWithHTMLAndMarkdown_isTheTextItReads() {
        let file = ArticleDraft(parsingFile: "# <u><b>Elixir</b></u>の**歩き方** `mix`\nText")
        #expect(file == ArticleDraft(title: "Elixirの歩き方 mix", body: "Text"))
    }

    @Test func noTitleAnywhere_leavesTheTitleEmptyAndTheTextWhole() {
        #expect(ArticleDraft(parsingFile: "## Second level\nText") == ArticleDraft(title: "", body: "## Second level\nText"))
    }
}
