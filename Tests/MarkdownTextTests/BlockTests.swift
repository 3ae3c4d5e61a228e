import Testing
import MarkdownText

@Test func headings_keepTheirLevels() {
    #expect(blocks("# One\n## Two\n### Three\n#### Four\n##### Five\n###### Six") == [
        .heading(level: 1, spans: [plain("One")]),
        .heading(level: 2, spans: [plain("Two")]),
        .heading(level: 3, spans: [plain("Three")]),
        .heading(level: 4, spans: [plain("Four")]),
        .heading(level: 5, spans: [plain("Five")]),
        .heading(level: 6, spans: [plain("Six")]),
    ])
}

@Test func setextHeadings_areLevelOneAndTwo() {
    #expect(blocks("Title\n=====\n\nSub\n---") == [
        .heading(level: 1, spans: [plain("Title")]),
        .heading(level: 2, spans: [plain("Sub")]),
    ])
}

@Test func paragraphs_areSeparatedByBlankLines() {
    #expect(blocks("first\n\nsecond") == [para("first"), para("second")])
}

@Test func qiitaFenceInfo_splitsLanguageAndFilename() {
    #expect(blocks("```ruby:app/models/user.rb\nclass User\nend\n```") == [
        .code(CodeBlock(language: "ruby", filename: "app/models/user.rb", lines: ["class User", "end"])),
    ])
}

@Test func fenceInfo_withLanguageOnly_hasNoFilename() {
    #expect(blocks("```swift\nlet x = 1\n```") == [
        .code(CodeBlock(language: "swift", filename: nil, lines: ["let x = 1"])),
    ])
}

@Test func fenceInfo_withoutLanguage_hasNeither() {
    #expect(blocks("```\nplain\n\n  indented\n```") == [
        .code(CodeBlock(language: nil, filename: nil, lines: ["plain", "", "  indented"])),
    ])
}

@Test func fenceInfo_withFilenameOnly_hasNoLanguage() {
    #expect(blocks("~~~:Dockerfile\nFROM swift\n~~~") == [
        .code(CodeBlock(language: nil, filename: "Dockerfile", lines: ["FROM swift"])),
    ])
}

@Test func fenceInfo_filenameMayContainColonsAndSpaces() {
    #expect(CodeBlock(info: " sh:C:\\my dir\\run.sh ", lines: []) ==
        CodeBlock(language: "sh", filename: "C:\\my dir\\run.sh", lines: []))
}

@Test func fenceInfo_withoutColon_takesTheFirstWordAsLanguage() {
    #expect(CodeBlock(info: "python title", lines: []) == CodeBlock(language: "python", lines: []))
}

@Test func emptyFence_hasNoLines() {
    #expect(blocks("```go\n```") == [.code(CodeBlock(language: "go", lines: []))])
}

@Test func mathFence_isDisplayMath() {
    #expect(blocks("```math\nx^2 + y^2 = z^2\n```") == [
        .math(MathBlock(lines: [TeXToUnicode.convert("x^2 + y^2 = z^2")], source: "x^2 + y^2 = z^2")),
    ])
}

@Test func indentedCode_isACodeBlockWithoutLanguage() {
    #expect(blocks("text\n\n    let a = 1\n      nested\n") == [
        para("text"),
        .code(CodeBlock(lines: ["let a = 1", "  nested"])),
    ])
}

@Test func unterminatedFence_runsToTheEnd() {
    #expect(blocks("```js\nconsole.log(1)\n\n# not a heading") == [
        .code(CodeBlock(language: "js", lines: ["console.log(1)", "", "# not a heading"])),
    ])
}

@Test func codeWithWindowsLineEndings_dropsCarriageReturns() {
    #expect(blocks("```c\r\nint a;\r\nint b;\r\n```\r\n") == [
        .code(CodeBlock(language: "c", lines: ["int a;", "int b;"])),
    ])
}

@Test func quotes_nest() {
    #expect(blocks("> outer\n>\n> > inner\n> > > innermost") == [
        .quote([
            para("outer"),
            .quote([para("inner"), .quote([para("innermost")])]),
        ]),
    ])
}

@Test func orderedList_keepsItsStartNumber() {
    #expect(blocks("3. three\n4. four") == [
        .list(ListBlock(kind: .ordered(start: 3), items: [item("three"), item("four")])),
    ])
}

@Test func bulletLists_nestThreeLevels() {
    let markdown = """
    - a
      - b
        - c
    - d
    """
    #expect(blocks(markdown) == [
        .list(ListBlock(kind: .bullet, items: [
            item("a", .list(ListBlock(kind: .bullet, items: [
                item("b", .list(ListBlock(kind: .bullet, items: [item("c")]))),
            ]))),
            item("d"),
        ])),
    ])
}

@Test func taskList_keepsCheckedState() {
    #expect(blocks("- [x] done\n- [ ] todo\n- plain") == [
        .list(ListBlock(kind: .bullet, items: [
            item("done", task: .checked),
            item("todo", task: .unchecked),
            item("plain"),
        ])),
    ])
}

@Test func looseList_isNotTight() {
    #expect(blocks("1. a\n\n2. b") == [
        .list(ListBlock(kind: .ordered(start: 1), isTight: false, items: [item("a"), item("b")])),
    ])
}

@Test func listItem_canHoldCodeAndQuote() {
    let markdown = """
    - item

      ```sh
      make
      ```

      > said
    """
    #expect(blocks(markdown) == [
        .list(ListBlock(kind: .bullet, isTight: false, items: [
            item("item", .code(CodeBlock(language: "sh", lines: ["make"])), .quote([para("said")])),
        ])),
    ])
}

@Test func table_keepsAlignmentsHeaderAndRows() {
    let markdown = """
    | 名前 | 説明 | 数 | 備考 |
    |:-----|:----:|--:|------|
    | りんご | **赤い** 果物 | 3 | |
    | `code` | みかん |
    """
    let expected = Table(
        alignments: [.left, .center, .right, .none],
        header: [[plain("名前")], [plain("説明")], [plain("数")], [plain("備考")]],
        rows: [
            [[plain("りんご")], [span("赤い", .strong), plain(" 果物")], [plain("3")], []],
            [[span("code", .code)], [plain("みかん")], [], []],
        ]
    )
    #expect(blocks(markdown) == [.table(expected)])
}

@Test func thematicBreak_isABlock() {
    #expect(blocks("above\n\n---\n\nbelow") == [para("above"), .thematicBreak, para("below")])
}

@Test func htmlBlock_isReadAsHTML() {
    #expect(blocks("<div class=\"x\">\n<b>hi</b>\n</div>") == [.paragraph([span("hi", .strong)])])
}

@Test func detailsAndSummary_foldTheMarkdownBetweenThem() {
    let markdown = """
    <details><summary>開く</summary>

    中身

    </details>
    """
    #expect(blocks(markdown) == [.details(DetailsBlock(summary: [plain("開く")], blocks: [para("中身")]))])
}

@Test func japaneseText_isPreservedExactly() {
    let text = "日本語の文章です。絵文字🍣も、半角ｶﾅも、結合文字か\u{3099}も保たれる。"
    #expect(blocks("# 見出し\n\n\(text)") == [.heading(level: 1, spans: [plain("見出し")]), para(text)])
}
