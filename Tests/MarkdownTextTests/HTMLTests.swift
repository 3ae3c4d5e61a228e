import Testing
import MarkdownText

@Test func br_isALineBreak_inTextAndInTableCells() {
    #expect(paragraphSpans("一行目<br>二行目<br/>三行目") == [plain("一行目\n二行目\n三行目")])
    let table = Block.table(Table(alignments: [.none], header: [[plain("h")]], rows: [[[plain("a\nb")]]]))
    #expect(blocks("| h |\n|---|\n| a<br>b |") == [table])
}

@Test func details_withOpenAttribute_startsUnfolded() {
    #expect(blocks("<details open><summary>**見出し**</summary>\n\n本文\n\n</details>") == [
        .details(DetailsBlock(summary: [plain("**見出し**")], blocks: [para("本文")], isOpen: true)),
    ])
}

@Test func details_withoutSummary_hasAnEmptySummary() {
    #expect(blocks("<details>\n\n- a\n\n</details>\n\nafter") == [
        .details(DetailsBlock(summary: [], blocks: [.list(ListBlock(kind: .bullet, items: [item("a")]))])),
        para("after"),
    ])
}

@Test func details_nested_foldInsideEachOther() {
    let markdown = "<details><summary>外</summary>\n\n<details><summary>内</summary>\n\nx\n\n</details>\n\n</details>"
    #expect(blocks(markdown) == [
        .details(DetailsBlock(summary: [plain("外")], blocks: [
            .details(DetailsBlock(summary: [plain("内")], blocks: [para("x")])),
        ])),
    ])
}

@Test func details_neverClosed_endsWithTheDocument() {
    #expect(blocks("<details><summary>s</summary>\n\ntext") == [
        .details(DetailsBlock(summary: [plain("s")], blocks: [para("text")])),
    ])
}

@Test func details_openedInAListItem_closesWithTheItem() {
    #expect(blocks("- <details><summary>s</summary>\n\n  x\n- next") == [
        .list(ListBlock(kind: .bullet, isTight: false, items: [
            ListItem(blocks: [.details(DetailsBlock(summary: [plain("s")], blocks: [para("x")]))]),
            item("next"),
        ])),
    ])
}

@Test func anchor_isANumberedLinkWithItsText() {
    let document = MarkdownParser.parse("see <a href=\"https://example.com/x\" target=\"_blank\">the page</a>.")
    #expect(document.blocks == [.paragraph([plain("see "), span("the page", .link, link: 1), plain(".")])])
    #expect(document.links == [LinkReference(number: 1, url: "https://example.com/x", text: "the page")])
}

@Test func anchorWithoutHref_isJustItsText() {
    #expect(paragraphSpans("<a name=\"top\">top</a> here") == [plain("top here")])
}

@Test func image_aloneInAnHTMLBlock_isAnImageBlock() {
    let document = MarkdownParser.parse("<img src=\"https://i.example/a.png\" alt=\"図1\" width=\"300\">")
    #expect(document.blocks == [.image(alt: "図1", url: "https://i.example/a.png", link: 1, width: 300)])
}

@Test(arguments: [("480", 480), (" 480px ", 480), ("99999", 8192), ("50%", nil), ("0", nil), ("-3", nil), ("wide", nil), ("", nil)] as [(String, Int?)])
func image_keepsTheWidthItsTagAsksFor_inPixelsOnly(width: String, pixels: Int?) {
    #expect(blocks("<img src=\"u.png\" alt=\"a\" width=\"\(width)\">") == [.image(alt: "a", url: "u.png", link: 1, width: pixels)])
}

@Test func image_centredInADiv_isStillAnImageBlock() {
    #expect(blocks("<div align=\"center\">\n<img src=\"u.png\" alt=\"a\">\n</div>") == [.image(alt: "a", url: "u.png", link: 1)])
}

@Test func image_besideText_isAnImageSpan() {
    #expect(paragraphSpans("図 <img src=\"u.png\" alt=\"猫\"> です") == [plain("図 "), span("猫", .image, link: 1), plain(" です")])
}

@Test(arguments: [
    ("b", InlineStyle.strong), ("strong", .strong), ("i", .emphasis), ("em", .emphasis),
    ("u", .underline), ("ins", .underline), ("s", .strikethrough), ("del", .strikethrough),
    ("strike", .strikethrough), ("kbd", .keyboard), ("code", .code), ("tt", .code), ("samp", .code), ("var", .code),
])
func inlineElement_stylesItsText(element: String, style: InlineStyle) {
    #expect(paragraphSpans("x <\(element)>y</\(element)> z") == [plain("x "), span("y", style), plain(" z")])
}

@Test func inlineElements_nestAndCombine() {
    #expect(paragraphSpans("<b>強<i>両方</i></b>") == [span("強", .strong), span("両方", [.strong, .emphasis])])
}

@Test func inlineElementNeverClosed_endsWithItsParagraph() {
    #expect(blocks("a <b>bold\n\nnext") == [.paragraph([plain("a "), span("bold", .strong)]), para("next")])
}

@Test func markdownAndHTMLStyles_mayOverlap() {
    #expect(paragraphSpans("*a <b>b* c</b> d") == [
        span("a ", .emphasis), span("b", [.emphasis, .strong]), span(" c", .strong), plain(" d"),
    ])
}

@Test func sup_andSub_useUnicodeFormsWhenEveryCharacterHasOne() {
    #expect(paragraphSpans("x<sup>2</sup> H<sub>2</sub>O 10<sup>-3</sup>") == [plain("x² H₂O 10⁻³")])
}

@Test func sup_withoutUnicodeForms_keepsTheTextStyled() {
    #expect(paragraphSpans("note<sup>[要出典]</sup>") == [plain("note"), span("[要出典]", .superscript)])
    #expect(paragraphSpans("x<sub>かな</sub>") == [plain("x"), span("かな", .subscript)])
}

@Test func ruby_isBaseWithItsReadingInParentheses() {
    #expect(paragraphSpans("<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>を読む") == [plain("漢字(かんじ)を読む")])
}

@Test func q_isInCurlyQuotes() {
    #expect(paragraphSpans("彼は<q>はい</q>と言った") == [plain("彼は“はい”と言った")])
}

@Test func transparentElements_keepOnlyTheirText() {
    #expect(paragraphSpans("<span style=\"color:red\">赤</span>と<font color=\"blue\">青</font>と<mark>黄</mark>") == [plain("赤と青と黄")])
}

@Test func scriptAndStyle_areDroppedWithTheirText() {
    #expect(blocks("<script>alert(1)</script>\n\n<style>p { color: red }</style>\n\nafter") == [para("after")])
    #expect(paragraphSpans("a <script>alert(1)</script> b") == [plain("a  b")])
}

@Test func rawTextElementLeftOpenInAParagraph_hidesOnlyThatParagraphsRest() {
    #expect(blocks("x <style> hidden\n\nnext <b>bold</b> <textarea>") == [
        para("x"), .paragraph([plain("next "), span("bold", .strong)]),
    ])
}

@Test func comments_areHidden() {
    #expect(blocks("<!-- 下書き -->\n\n本文 <!-- メモ --> 続き") == [para("本文  続き")])
}

@Test func entities_areDecodedInHTMLAndMarkdown_butNotInCode() {
    #expect(blocks("<p>&amp; &lt;b&gt; &#x1F600; &nbsp;x</p>") == [para("& <b> 😀 \u{A0}x")])
    #expect(paragraphSpans("&copy; `&copy;`") == [plain("© "), span("&copy;", .code)])
}

@Test func htmlParagraphsAndDivs_areParagraphs_withWhiteSpaceCollapsed() {
    #expect(blocks("<p>\n  first   line\n  same line\n</p>\n<div>second</div>") == [para("first line same line"), para("second")])
}

@Test func headingElements_areHeadings() {
    #expect(blocks("<h1>一</h1>\n<h3 id=\"x\">三 <b>太</b></h3>") == [
        .heading(level: 1, spans: [plain("一")]),
        .heading(level: 3, spans: [plain("三 "), span("太", .strong)]),
    ])
}

@Test func hr_isAThematicBreak() {
    #expect(blocks("<p>a</p>\n<hr>\n<p>b</p>") == [para("a"), .thematicBreak, para("b")])
}

@Test func blockquoteElement_isAQuote() {
    #expect(blocks("<blockquote>\n<p>引用</p>\n</blockquote>") == [.quote([para("引用")])])
}

@Test func listElements_areLists() {
    #expect(blocks("<ul>\n<li>a</li>\n<li><b>b</b></li>\n</ul>\n<ol start=\"3\"><li>c</ol>") == [
        .list(ListBlock(kind: .bullet, items: [item("a"), ListItem(blocks: [.paragraph([span("b", .strong)])])])),
        .list(ListBlock(kind: .ordered(start: 3), items: [item("c")])),
    ])
}

@Test func checkboxInput_inAListItem_isATaskMark() {
    #expect(blocks("<ul><li><input type=\"checkbox\" checked> done</li><li><input type=\"checkbox\"> todo</li></ul>") == [
        .list(ListBlock(kind: .bullet, items: [item("done", task: .checked), item("todo", task: .unchecked)])),
    ])
}

@Test func checkboxInput_inText_isABracketMark() {
    #expect(paragraphSpans("a <input type=\"checkbox\" checked> b <input type=\"text\"> c") == [plain("a [x] b  c")])
}

@Test func definitionList_termsAreBoldAndDescriptionsIndented() {
    #expect(blocks("<dl><dt>用語</dt><dd>説明</dd></dl>") == [.paragraph([span("用語", .strong)]), .quote([para("説明")])])
}

@Test func preElement_isACodeBlockWithTheLanguageOfItsCode() {
    #expect(blocks("<pre><code class=\"language-ruby\">puts 1 &lt; 2\n  x\n</code></pre>") == [
        .code(CodeBlock(language: "ruby", lines: ["puts 1 < 2", "  x"])),
    ])
}

@Test func tableElement_isATable_withItsCaptionBefore() {
    let markdown = "<table><caption>表1</caption><thead><tr><th>名前</th><th>数</th></tr></thead><tbody><tr><td>a<br>b</td><td>1</td></tr><tr><td>c</td></tr></tbody></table>"
    #expect(blocks(markdown) == [
        .paragraph([span("表1", .strong)]),
        .table(Table(alignments: [.none, .none], header: [[plain("名前")], [plain("数")]], rows: [
            [[plain("a\nb")], [plain("1")]],
            [[plain("c")], []],
        ])),
    ])
}

@Test func tableElement_takesColumnAlignmentsFromAlignAttributes() {
    #expect(blocks("<table><tr><th>a</th><th align=\"right\">b</th></tr><tr><td align=\"center\">1</td><td>2</td></tr></table>") == [
        .table(Table(alignments: [.center, .right], header: [[plain("a")], [plain("b")]], rows: [[[plain("1")], [plain("2")]]])),
    ])
}

@Test func tableElement_withoutHeaderCells_hasAnEmptyHeader() {
    #expect(blocks("<table><tr><td>1</td><td>2</td></tr></table>") == [
        .table(Table(alignments: [.none, .none], header: [[], []], rows: [[[plain("1")], [plain("2")]]])),
    ])
}

@Test func unknownElementsAndAttributes_areDroppedAndTheirTextKept() {
    #expect(blocks("<custom-box data-x=\"1\" onclick=\"evil()\">中身</custom-box>") == [para("中身")])
}

@Test func markdownBetweenHTMLBlocks_isStillMarkdown() {
    #expect(blocks("<div align=\"center\">\n\n**太字** と [リンク](https://e.example)\n\n</div>") == [
        .paragraph([span("太字", .strong), plain(" と "), span("リンク", .link, link: 1)]),
    ])
}

@Test func strayEndTags_areIgnored() {
    #expect(blocks("</details>\n\ntext </b> more") == [para("text  more")])
}
