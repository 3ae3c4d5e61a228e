import Testing
import MarkdownText

@Test func mention_isAMentionSpan() {
    #expect(paragraphSpans("thanks @alice!") == [plain("thanks "), span("@alice", .mention), plain("!")])
}

@Test func mention_afterJapanese_isAMention() {
    #expect(paragraphSpans("こんにちは@torifukukaiou さん") == [plain("こんにちは"), span("@torifukukaiou", .mention), plain(" さん")])
}

@Test func mention_underscoresAreNeverEmphasis() {
    #expect(paragraphSpans("@foo_bar_baz and *@x_y* and @_under_ and _@no") == [
        span("@foo_bar_baz", .mention), plain(" and "), span("@x_y", [.emphasis, .mention]), plain(" and "),
        span("@_under_", .mention), plain(" and _@no"),
    ])
}

@Test func mention_mayHoldHyphensButNotEndWithOne() {
    #expect(paragraphSpans("@my-name- x") == [span("@my-name", .mention), plain("- x")])
}

@Test func mention_needsThreeCharacters() {
    #expect(paragraphSpans("@ab @abc") == [plain("@ab "), span("@abc", .mention)])
}

@Test func mention_afterAWordCharacter_isAnEmailNotAMention() {
    #expect(paragraphSpans("mail me at user@example") == [plain("mail me at user@example")])
}

@Test func mention_followedByASlashOrADotAndWord_isNot() {
    #expect(paragraphSpans("@user/repo @name.rb @end.") == [plain("@user/repo @name.rb "), span("@end", .mention), plain(".")])
}

@Test func mention_insideCodeOrLinks_isNot() {
    #expect(paragraphSpans("`@alice` [@bob](https://e.example) <a href=\"u\">@carol</a>") == [
        span("@alice", .code), plain(" "), span("@bob", .link, link: 1), plain(" "), span("@carol", .link, link: 2),
    ])
}

@Test func mention_inAnHTMLBlock_isAMention() {
    #expect(blocks("<p>by @alice</p>") == [.paragraph([plain("by "), span("@alice", .mention)])])
}
