import Testing
import MarkdownText

@Test func differentURLs_getNumbersInOrderOfAppearance() {
    let document = MarkdownParser.parse("[one](https://a.example) and [two](https://b.example)")
    #expect(document.blocks == [.paragraph([
        span("one", .link, link: 1), plain(" and "), span("two", .link, link: 2),
    ])])
    #expect(document.links == [
        LinkReference(number: 1, url: "https://a.example", text: "one"),
        LinkReference(number: 2, url: "https://b.example", text: "two"),
    ])
}

@Test func sameURLTwice_getsTheSameNumber() {
    let markdown = "[a](https://x.example) [b](https://y.example)\n\n- [again](https://x.example)"
    let document = MarkdownParser.parse(markdown)
    #expect(document.blocks == [
        .paragraph([span("a", .link, link: 1), plain(" "), span("b", .link, link: 2)]),
        .list(ListBlock(kind: .bullet, items: [
            ListItem(blocks: [.paragraph([span("again", .link, link: 1)])]),
        ])),
    ])
    #expect(document.links.map(\.url) == ["https://x.example", "https://y.example"])
    #expect(document.links.map(\.text) == ["a", "b"])
}

@Test func styledLinkText_keepsStylesAndNumber() {
    #expect(paragraphSpans("[**bold** `code`](https://z.example)") == [
        span("bold", [.link, .strong], link: 1), span(" ", .link, link: 1),
        span("code", [.link, .code], link: 1),
    ])
}

@Test func referenceStyleLinks_areResolved() {
    let document = MarkdownParser.parse("See [the docs][docs].\n\n[docs]: https://docs.example \"Docs\"")
    #expect(document.blocks == [.paragraph([
        plain("See "), span("the docs", .link, link: 1), plain("."),
    ])])
    #expect(document.links == [LinkReference(number: 1, url: "https://docs.example", text: "the docs")])
}

@Test func autolinks_areNumberedAndMarkedAsAutolinks() {
    let document = MarkdownParser.parse("<https://a.example> https://b.example www.c.example d@e.example")
    #expect(document.blocks == [.paragraph([
        span("https://a.example", [.link, .autolink], link: 1), plain(" "),
        span("https://b.example", [.link, .autolink], link: 2), plain(" "),
        span("www.c.example", [.link, .autolink], link: 3), plain(" "),
        span("d@e.example", [.link, .autolink], link: 4),
    ])])
    #expect(document.links.map(\.url) == [
        "https://a.example", "https://b.example", "http://www.c.example", "mailto:d@e.example",
    ])
}

@Test func autolinkAndTextLinkToSameURL_shareANumber() {
    #expect(paragraphSpans("https://a.example [here](https://a.example)") == [
        span("https://a.example", [.link, .autolink], link: 1), plain(" "), span("here", .link, link: 1),
    ])
}

@Test func linkWithEmptyURL_isPlainText() {
    let document = MarkdownParser.parse("[nowhere]()")
    #expect(document.blocks == [para("nowhere")])
    #expect(document.links.isEmpty)
}

@Test func imageAlone_isAPlaceholderBlockWithAltAndURL() {
    let document = MarkdownParser.parse("![構成図](https://img.example/a.png)")
    #expect(document.blocks == [.image(alt: "構成図", url: "https://img.example/a.png", link: 1)])
    #expect(document.links == [LinkReference(number: 1, url: "https://img.example/a.png", text: "構成図")])
}

@Test func inlineImage_isAPlaceholderSpanWithItsOwnNumber() {
    let document = MarkdownParser.parse("[doc](https://d.example) icon ![*star*](https://img.example/s.png) here")
    #expect(document.blocks == [.paragraph([
        span("doc", .link, link: 1), plain(" icon "), span("star", .image, link: 2), plain(" here"),
    ])])
    #expect(document.links.map(\.url) == ["https://d.example", "https://img.example/s.png"])
}

@Test func imageInsideLink_takesTheLinkNumber() {
    let document = MarkdownParser.parse("[![build](https://ci.example/badge.svg)](https://ci.example)")
    #expect(document.blocks == [.paragraph([span("build", [.link, .image], link: 1)])])
    #expect(document.links == [LinkReference(number: 1, url: "https://ci.example", text: "build")])
}

@Test func linksInsideNotesAndFootnotes_shareTheDocumentNumbering() {
    let markdown = """
    [a](https://a.example)[^n]

    :::note
    [b](https://b.example) [a again](https://a.example)
    :::

    [^n]: [c](https://c.example)
    """
    let document = MarkdownParser.parse(markdown)
    #expect(document.links.map(\.url) == ["https://a.example", "https://b.example", "https://c.example"])
    #expect(document.blocks[1] == .note(.info, [.paragraph([
        span("b", .link, link: 2), plain(" "), span("a again", .link, link: 1),
    ])]))
}
