import Testing
import MarkdownText

@Test func emojiShortcode_inText_becomesTheEmoji() {
    #expect(paragraphSpans("完成 :tada: :+1:") == [plain("完成 🎉 👍")])
}

@Test func emojiShortcode_unknown_staysAsWritten() {
    #expect(paragraphSpans(":not_an_emoji_name: 10:30:00") == [plain(":not_an_emoji_name: 10:30:00")])
}

@Test func emojiShortcode_inCodeOrAnAutolink_staysAsWritten() {
    #expect(paragraphSpans("`:tada:` https://e.example/:tada:/x") == [
        span(":tada:", .code), plain(" "), span("https://e.example/:tada:/x", [.link, .autolink], link: 1),
    ])
}

@Test func urlAloneInItsParagraph_isALinkCard() {
    let document = MarkdownParser.parse("https://qiita.com/alice/items/abc\n\n<https://e.example/x>")
    #expect(document.blocks == [
        .linkCard(url: "https://qiita.com/alice/items/abc", link: 1),
        .linkCard(url: "https://e.example/x", link: 2),
    ])
}

@Test func urlWithText_orANamedLink_isNoLinkCard() {
    #expect(blocks("see https://e.example\n\n[name](https://e.example)") == [
        .paragraph([plain("see "), span("https://e.example", [.link, .autolink], link: 1)]),
        .paragraph([span("name", .link, link: 1)]),
    ])
}

@Test func hardBreaks_inListItemsQuotesCellsAndNotes() {
    #expect(blocks("- 一\n  二\n\n> a\n> b\n\n:::note\nx\ny\n:::") == [
        .list(ListBlock(kind: .bullet, items: [item("一\n二")])),
        .quote([para("a\nb")]),
        .note(.info, [para("x\ny")]),
    ])
}

@Test func fenceFileName_mayHoldSpacesAndJapanese() {
    #expect(blocks("```bash:母艦マシンの ターミナル\nls\n```") == [
        .code(CodeBlock(language: "bash", filename: "母艦マシンの ターミナル", lines: ["ls"])),
    ])
}

@Test func diffFences_stayCodeBlocks() {
    #expect(blocks("```diff_ruby:a.rb\n-old\n+new\n```") == [
        .code(CodeBlock(language: "diff_ruby", filename: "a.rb", lines: ["-old", "+new"])),
    ])
}
