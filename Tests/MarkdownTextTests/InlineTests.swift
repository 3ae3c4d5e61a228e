import Testing
import MarkdownText

@Test func emphasisAndStrong_areStyled() {
    #expect(paragraphSpans("a *em* b **strong** c") == [
        plain("a "), span("em", .emphasis), plain(" b "), span("strong", .strong), plain(" c"),
    ])
}

@Test func strongInsideEmphasis_combinesStyles() {
    #expect(paragraphSpans("*outer **both** outer*") == [
        span("outer ", .emphasis), span("both", [.emphasis, .strong]), span(" outer", .emphasis),
    ])
}

@Test func strikethrough_isStyled() {
    #expect(paragraphSpans("keep ~~gone~~ keep") == [
        plain("keep "), span("gone", .strikethrough), plain(" keep"),
    ])
}

@Test func inlineCode_isStyledAndNotParsedFurther() {
    #expect(paragraphSpans("run `*not em*` now") == [
        plain("run "), span("*not em*", .code), plain(" now"),
    ])
}

@Test func newlineInAParagraph_isALineBreakWithoutASpace() {
    #expect(paragraphSpans("one\ntwo") == [plain("one\ntwo")])
    #expect(paragraphSpans("日本語の文。\n次の行。") == [plain("日本語の文。\n次の行。")])
}

@Test func hardBreaks_becomeLineBreaks() {
    #expect(paragraphSpans("one  \ntwo\\\nthree") == [plain("one\ntwo\nthree")])
}

@Test func encodedLineBreaks_becomeSpaces() {
    #expect(paragraphSpans("a&#10;b&#13;c") == [plain("a b c")])
}

@Test func inlineHTML_stylesTextWithoutShowingTags() {
    #expect(paragraphSpans("a <span class=\"x\">b</span> <b>c</b><br>d") == [
        plain("a b "), span("c", .strong), plain("\nd"),
    ])
}

@Test func inlineHTMLTag_spanningLines_isOneTag() {
    #expect(paragraphSpans("x <a\nhref=\"y\">z</a>") == [plain("x "), span("z", .link, link: 1)])
}

@Test func inlineMath_becomesUnicodeMathSpans() {
    #expect(paragraphSpans("式 $E = mc^2$ と $`a_1`$") == [
        plain("式 "), span(TeXToUnicode.convert("E = mc^2"), .math), plain(" と "), span("a₁", .math),
    ])
}

@Test func backslashEscapes_areResolved() {
    #expect(paragraphSpans("\\*literal\\* \\# hash") == [plain("*literal* # hash")])
}

@Test func entities_areDecoded() {
    #expect(paragraphSpans("&amp; &lt;tag&gt; &copy;") == [plain("& <tag> ©")])
}

@Test func headingSpans_carryInlineStyles() {
    #expect(blocks("## Swift の *async*") == [
        .heading(level: 2, spans: [plain("Swift の "), span("async", .emphasis)]),
    ])
}

@Test func tableCells_holdInlineImagesAndLinks() {
    let document = MarkdownParser.parse("| 図 | 出典 |\n|---|---|\n| ![猫](https://i.example/c.png) | [元](https://s.example) |")
    #expect(document.blocks == [.table(Table(
        alignments: [.none, .none],
        header: [[plain("図")], [plain("出典")]],
        rows: [[[span("猫", .image, link: 1)], [span("元", .link, link: 2)]]]
    ))])
}

@Test func tableInsideQuoteAndNote_isATable() {
    let table = Block.table(Table(alignments: [.right], header: [[plain("h")]], rows: [[[plain("v")]]]))
    #expect(blocks("> | h |\n> |--:|\n> | v |\n\n:::note\n| h |\n|--:|\n| v |\n:::") == [
        .quote([table]),
        .note(.info, [table]),
    ])
}
