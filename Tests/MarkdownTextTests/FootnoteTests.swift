import Testing
import MarkdownText

@Test func footnotes_areNumberedInOrderOfFirstReference() {
    let markdown = """
    B[^b] then A[^a] and B again[^b].

    [^a]: Note *A*.
    [^b]: Note B.

        Second paragraph of B.
    [^unused]: Never referenced.
    """
    let document = MarkdownParser.parse(markdown)
    #expect(document.blocks == [.paragraph([
        plain("B"), span("1", .footnoteReference), plain(" then A"), span("2", .footnoteReference),
        plain(" and B again"), span("1", .footnoteReference), plain("."),
    ])])
    #expect(document.footnotes == [
        Footnote(number: 1, blocks: [para("Note B."), para("Second paragraph of B.")]),
        Footnote(number: 2, blocks: [.paragraph([plain("Note "), span("A", .emphasis), plain(".")])]),
    ])
}

@Test func undefinedFootnoteReference_staysText() {
    let document = MarkdownParser.parse("see[^missing]")
    #expect(document.blocks == [para("see[^missing]")])
    #expect(document.footnotes.isEmpty)
}

@Test func adjacentFootnoteReferences_stayApart() {
    let document = MarkdownParser.parse("a[^1][^2]\n\n[^1]: one\n[^2]: two")
    #expect(document.blocks == [.paragraph([plain("a"), span("1", .footnoteReference), span("2", .footnoteReference)])])
}
