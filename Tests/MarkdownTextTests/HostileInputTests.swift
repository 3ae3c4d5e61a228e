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
