import Testing
import MarkdownText

@Test(arguments: [
    ("tada", "🎉"), ("+1", "👍"), ("smile", "😄"), ("heart", "❤️"), ("sushi", "🍣"), ("jp", "🇯🇵"),
    ("man_technologist", "👨‍💻"), ("relaxed", "☺️"),
])
func knownShortcodes_giveGemojisEmoji(shortcode: String, emoji: String) {
    #expect(EmojiShortcodes.emoji(for: shortcode)?.unicodeScalars.elementsEqual(emoji.unicodeScalars) == true)
}

@Test(arguments: [
    ("thumbsup", "+1"), ("satisfied", "laughing"), ("poop", "hankey"), ("shit", "hankey"), ("punch", "fist_oncoming"),
    ("uk", "gb"), ("running", "runner"),
])
func secondaryAliases_giveTheSameEmojiAsTheFirst(alias: String, first: String) {
    #expect(EmojiShortcodes.emoji(for: alias) != nil)
    #expect(EmojiShortcodes.emoji(for: alias) == EmojiShortcodes.emoji(for: first))
}

@Test(arguments: ["", "nosuchemoji", "TADA", ":tada:", "tada "])
func unknownShortcodes_giveNil(shortcode: String) {
    #expect(EmojiShortcodes.emoji(for: shortcode) == nil)
}
