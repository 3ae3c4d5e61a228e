import Testing
import MarkdownText

@Test func noteKinds_areRecognised() {
    let markdown = """
    :::note info
    情報
    :::

    :::note warn
    警告
    :::

    :::note alert
    危険
    :::

    :::note
    既定
    :::
    """
    #expect(blocks(markdown) == [
        .note(.info, [para("情報")]),
        .note(.warn, [para("警告")]),
        .note(.alert, [para("危険")]),
        .note(.info, [para("既定")]),
    ])
}

@Test func note_holdsArbitraryBlocksIncludingANestedList() {
    let markdown = """
    before
    :::note warn
    # 注意
    - one
      - two
    ```sh
    rm -rf build
    ```
    :::
    after
    """
    #expect(blocks(markdown) == [
        para("before"),
        .note(.warn, [
            .heading(level: 1, spans: [plain("注意")]),
            .list(ListBlock(kind: .bullet, items: [
                item("one", .list(ListBlock(kind: .bullet, items: [item("two")]))),
            ])),
            .code(CodeBlock(language: "sh", lines: ["rm -rf build"])),
        ]),
        para("after"),
    ])
}

@Test func noteInsideFencedCode_isNotANote() {
    let markdown = """
    ```markdown
    :::note info
    text
    :::
    ```
    """
    #expect(blocks(markdown) == [
        .code(CodeBlock(language: "markdown", lines: [":::note info", "text", ":::"])),
    ])
}

@Test func fenceInsideNote_hidesTheClosingLineFromTheNote() {
    let markdown = """
    :::note
    ~~~~
    :::
    ~~~~
    :::
    """
    #expect(blocks(markdown) == [.note(.info, [.code(CodeBlock(lines: [":::"]))])])
}

@Test func unclosedNote_runsToTheEndOfTheDocument() {
    #expect(blocks("intro\n\n:::note alert\nstill inside\n\n## also inside") == [
        para("intro"),
        .note(.alert, [para("still inside"), .heading(level: 2, spans: [plain("also inside")])]),
    ])
}

@Test func colonsWithNoBlockOpen_openAPlainBlock_asQiitaMarkerReadsThem() {
    #expect(blocks(":::\ntext") == [para("text")])
}

@Test func unknownNoteKind_isInfo() {
    #expect(blocks(":::note tip\nx\n:::") == [.note(.info, [para("x")])])
}

@Test func customBlockOfAnotherType_hidesItsLinesAndShowsItsContents() {
    #expect(blocks(":::notes\nx\n:::\n\nafter") == [para("x"), para("after")])
}

@Test func noteLine_mayBeIndentedUpToThreeSpaces() {
    #expect(blocks("  :::note\nx") == [.note(.info, [para("x")])])
    #expect(blocks("    :::note\nx") == [.code(CodeBlock(lines: [":::note"])), para("x")])
}

@Test func noteLine_withASpaceAfterTheColons_isANote() {
    #expect(blocks("::: note warn\nx\n:::") == [.note(.warn, [para("x")])])
}

@Test func noteLine_withMoreColons_isANote() {
    #expect(blocks("::::note alert\nx\n::::\n\nafter") == [.note(.alert, [para("x")]), para("after")])
}

@Test func noteInsideAQuote_isANoteInTheQuote() {
    #expect(blocks("> :::note warn\n> x\n> :::\n\nafter") == [.quote([.note(.warn, [para("x")])]), para("after")])
    #expect(blocks("> :::note\n> x\n\nafter") == [.quote([.note(.info, [para("x")])]), para("after")])
}

@Test func notes_nest() {
    #expect(blocks(":::note\nouter\n:::note alert\ninner\n:::\nafter\n:::") == [
        .note(.info, [para("outer"), .note(.alert, [para("inner")]), para("after")]),
    ])
}

@Test func noteAfterAListItem_endsTheList() {
    #expect(blocks("- item\n:::note\ninside\n:::") == [
        .list(ListBlock(kind: .bullet, items: [item("item")])),
        .note(.info, [para("inside")]),
    ])
}

@Test func emptyNote_hasNoBlocks() {
    #expect(blocks(":::note warn\n:::") == [.note(.warn, [])])
}

@Test func noteLinesWithCarriageReturns_areRecognised() {
    #expect(blocks(":::note warn\r\nx\r\n:::\r\n") == [.note(.warn, [para("x")])])
}

@Test func noteLineSwallowedByAnHTMLComment_isHiddenWithTheComment() {
    #expect(blocks("<!-- comment\n:::note\n-->\nafter") == [para("after")])
}

@Test func noteLineSwallowedByAnHTMLPre_isRestoredAsCode() {
    #expect(blocks("<pre>\n:::note\n</pre>") == [.code(CodeBlock(lines: [":::note"]))])
}

@Test func sourceContainingTheMarkerText_isNotConfused() {
    #expect(blocks("kijinote0n0e\n\n:::note\nx\n:::") == [para("kijinote0n0e"), .note(.info, [para("x")])])
}

@Test func footnotesDefinedOutsideANote_resolveInside() {
    let document = MarkdownParser.parse(":::note\n注[^1]\n:::\n\n[^1]: 脚注")
    #expect(document.blocks == [.note(.info, [.paragraph([plain("注"), span("1", .footnoteReference)])])])
    #expect(document.footnotes == [Footnote(number: 1, blocks: [para("脚注")])])
}

@Test func unclosedNote_doesNotSwallowFootnotes() {
    let document = MarkdownParser.parse(":::note\nx[^a]\n\n[^a]: note a")
    #expect(document.blocks == [.note(.info, [.paragraph([plain("x"), span("1", .footnoteReference)])])])
    #expect(document.footnotes == [Footnote(number: 1, blocks: [para("note a")])])
}
