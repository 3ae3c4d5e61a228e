import Testing
import MarkdownText

@Test(arguments: [
    ("tada", "🎉"), ("+1", "👍"), ("smile", "😄"), ("heart", "❤️"), ("sushi", "🍣"), ("jp", "🇯🇵"),
    ("man_technologist", "👨‍💻"), ("relaxed", "☺️"),
])
func knownShortcodes_giveGemojisEmoji(shortcode: String, emoji: String) {
    #expect(EmojiShortcodes.emoji(for: shortcode)?.unicodeScalars.elementsEqual(emoji.unicodeScalars) == true)
}

@Test(arguments: ["", "nosuchemoji", "TADA", ":tada:", "tada "])
func unknownShortcodes_giveNil(shortcode: String) {
    #expect(EmojiShortcodes.emoji(for: shortcode) == nil)
}
