import Testing
import MarkdownText

@Test func escapeAndControlBytes_arePassedThroughUnsanitised() {
    let text = "red \u{1B}[31mtext\u{1B}[0m bell\u{07} del\u{7F}"
    #expect(blocks(text) == [para(text)])
}

@Test func nulBytes_becomeReplacementCharacters() {
    #expect(blocks("a\u{0}b\n\n```\n\u{0}\n```") == [para("a\u{FFFD}b"), .code(CodeBlock(lines: ["\u{FFFD}"]))])
}

@Test func sixtyNestedQuotes_areFlattenedAtTheDepthCap() {
    let parsed = blocks(String(repeating: ">", count: 60) + " deep")
    #expect(nestingDepth(parsed) == MarkdownParser.maximumNestingDepth)
    #expect(parsed.plainText == "deep")
}

@Test func sixtyLevelNestedList_isFlattenedAtTheDepthCap() {
    let markdown = (0..<60).map { String(repeating: "  ", count: $0) + "- level \($0)" }.joined(separator: "\n")
    let parsed = blocks(markdown)
    #expect(nestingDepth(parsed) == MarkdownParser.maximumNestingDepth)
    #expect(parsed.plainText == (0..<60).map { "level \($0)" }.joined(separator: "\n"))
}

@Test func flattenedContainers_keepTheirBlocksInOrder() {
    let depth = MarkdownParser.maximumNestingDepth
    let prefix = String(repeating: "> ", count: depth)
    let parsed = blocks("\(prefix)inner\n\(prefix)>\n\(prefix)> beyond\n\(prefix)>\n\(prefix)> - item")
    var innermost = parsed
    for _ in 0..<depth {
        guard innermost.count == 1, case let .quote(inside) = innermost[0] else { break }
        innermost = inside
    }
    #expect(innermost == [para("inner"), para("beyond"), para("item")])
}

@Test func hugelyNestedQuotes_doNotExhaustTheStack() {
    let parsed = blocks(String(repeating: "> ", count: 20_000) + "bottom")
    #expect(nestingDepth(parsed) == MarkdownParser.maximumNestingDepth)
    #expect(parsed.plainText == "bottom")
}

@Test func hugelyNestedEmphasis_doesNotExhaustTheStack() {
    let markdown = String(repeating: "*a ", count: 20_000) + "x" + String(repeating: " a*", count: 20_000)
    let text = String(repeating: "a ", count: 20_000) + "x" + String(repeating: " a", count: 20_000)
    #expect(blocks(markdown) == [.paragraph([span(text, .emphasis)])])
}

@Test func hugelyNestedLinkBrackets_doNotExhaustTheStack() {
    let markdown = String(repeating: "[", count: 20_000) + "x" + String(repeating: "](u)", count: 20_000)
    #expect(MarkdownParser.parse(markdown).links.map(\.url) == ["u"])
}

@Test func sixtyNestedNotes_areFlattenedAtTheDepthCap() {
    let markdown = String(repeating: ":::note\n", count: 60) + "core\n" + String(repeating: ":::\n", count: 60) + "after"
    let parsed = blocks(markdown)
    #expect(nestingDepth(parsed) == MarkdownParser.maximumNestingDepth)
    #expect(parsed.count == 2)
    #expect(parsed.last == para("after"))
}

@Test func sixtyNestedDetails_keepTheSummariesOfTheFlattenedOnesAsText() {
    let depth = MarkdownParser.maximumNestingDepth
    let markdown = (0..<60).map { "<details><summary>s\($0)</summary>\n\n" }.joined() + "core\n\n" + String(repeating: "</details>\n\n", count: 60)
    var innermost = blocks(markdown)
    var summaries: [String] = []
    while innermost.count == 1, case let .details(details) = innermost[0] {
        summaries.append(details.summary.map(\.text).joined())
        innermost = details.blocks
    }
    #expect(summaries == (0..<depth).map { "s\($0)" })
    #expect(innermost == (depth..<60).map { para("s\($0)") } + [para("core")])
}

@Test func unterminatedConstructs_doNotCrash() {
    let markdown = "```\n<!--\n[link](\n| a |\n|---\n:::note\n> *open **open ~~open `open"
    #expect(blocks(markdown) == [.code(CodeBlock(lines: Array(markdown.split(separator: "\n").dropFirst().map(String.init))))])
}

@Test func largeInput_isParsedCompletely() {
    let paragraph = "これは長い記事の段落です。**強調** と [リンク](https://example.com/\(0)) を含みます。\n\n"
    let markdown = String(repeating: paragraph, count: 2_000)
    #expect(markdown.utf8.count > 200_000)
    let document = MarkdownParser.parse(markdown)
    #expect(document.blocks.count == 2_000)
    #expect(document.links.count == 1)
}

@Test func mixedHostileBytes_parseWithoutCrashing() {
    var markdown = ""
    for index in 0..<5_000 {
        markdown += ["\u{0}", "\u{1B}", "\r", "\n", "|", "`", "*", "[", "]", "(", ")", ">", "-", ":::note\n", "\u{202E}", "日"][index % 16]
        if index % 7 == 0 { markdown += "\n" }
    }
    let document = MarkdownParser.parse(markdown)
    #expect(!document.blocks.isEmpty)
}

@Test func hugelyNestedHTMLContainers_areFlattenedAtTheDepthCap() {
    for element in ["details", "blockquote", "div", "ul"] {
        let markdown = String(repeating: "<\(element)>", count: 20_000) + "core" + String(repeating: "</\(element)>", count: 20_000) + "\n\nafter"
        let parsed = blocks(markdown)
        #expect(nestingDepth(parsed) <= MarkdownParser.maximumNestingDepth)
        #expect(parsed.plainText.contains("core"))
        #expect(parsed.last == para("after"))
    }
}

@Test func hugelyNestedInlineHTML_keepsItsTextAndStyle() {
    let markdown = "x " + String(repeating: "<b>", count: 20_000) + "deep" + String(repeating: "</b>", count: 20_000)
    #expect(paragraphSpans(markdown) == [plain("x "), span("deep", .strong)])
}

@Test func unclosedHTML_endsWithTheDocument() {
    let parsed = blocks("<details><summary>s\n\n<table><tr><td>cell\n\n<a href=\"https://e.example/\">\ntext\n\n<b>bold")
    #expect(parsed.count == 1)
    #expect(parsed.plainText == "s\ncell text\nbold")
}

@Test func megabyteAttribute_isDroppedWithoutCrashing() {
    let value = String(repeating: "a", count: 1_000_000)
    #expect(blocks("<div title=\"\(value)\">text</div>\n\n<span data-x=\"\(value)\">more</span>") == [para("text"), para("more")])
    let document = MarkdownParser.parse("<a href=\"https://e.example/\(value)\">link</a>")
    #expect(document.links.first?.url.utf8.count == 1_000_000 + 18)
}

@Test func tableRowWithTenThousandCells_keepsAtMostSixtyFourColumns() {
    let markdown = "<table><tr>" + String(repeating: "<td>c</td>", count: 10_000) + "</tr><tr><td>x</td></tr></table>"
    guard case let .table(table) = blocks(markdown).first else {
        Issue.record("no table")
        return
    }
    #expect(table.alignments.count == 64)
    #expect(table.rows.allSatisfy { $0.count == 64 })
}

@Test func hostileTokens_andLookalikesOfThem_doNotConfuseTheParser() {
    let markdown = "kijiq0z0e kijiq0z99e $x$ @alice kijinote0n0e\n\n:::note\n$y$\n:::"
    let document = MarkdownParser.parse(markdown)
    #expect(document.blocks.first.map(\.plainText)?.hasPrefix("kijiq0z0e kijiq0z99e ") == true)
    #expect(allSpans(in: document.blocks).contains(span("@alice", .mention)))
}
