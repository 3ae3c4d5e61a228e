/// Replaces gemoji shortcodes (`:tada:`) in text with their emoji.
enum EmojiShortcodeText {
    /// The longest shortcode looked up; gemoji's longest alias is shorter.
    private static let maximumLength = 64

    /// The text with every known `:shortcode:` replaced by its emoji; unknown ones stay as written.
    static func replacingShortcodes(in text: String) -> String {
        let colon = UInt8(ascii: ":")
        guard text.containsBytes(of: ":") else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == colon else {
                output.append(bytes[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, end - index <= maximumLength, isShortcodeByte(bytes[end]) { end += 1 }
            if end < bytes.count, bytes[end] == colon, end > index + 1,
               let emoji = EmojiShortcodes.emoji(for: String(decoding: bytes[(index + 1)..<end], as: UTF8.self)) {
                output += Array(emoji.utf8)
                index = end + 1
            } else {
                output.append(colon)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether the byte may appear in a shortcode: ASCII letters, digits, `_`, `+` and `-`.
    private static func isShortcodeByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }
}
