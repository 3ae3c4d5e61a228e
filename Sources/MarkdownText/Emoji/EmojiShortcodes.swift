/// Qiita's emoji shortcodes (gemoji's alias list): "tada" -> "🎉"; nil when unknown.
///
/// GemojiTable gives one alias per emoji; GemojiAliasGroups adds gemoji's other aliases ("thumbsup" for "+1").
public enum EmojiShortcodes {
    /// The emoji a shortcode (without its colons) stands for, or nil when gemoji does not know it.
    public static func emoji(for shortcode: String) -> String? {
        emojiByShortcode[shortcode]
    }

    private static let emojiByShortcode: [String: String] = {
        var emojiByShortcode: [String: String] = [:]
        for line in GemojiTable.table.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count == 2 else { continue }
            let scalars = fields[1].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            emojiByShortcode[String(fields[0])] = String(String.UnicodeScalarView(scalars))
        }
        for line in GemojiAliasGroups.table.split(separator: "\n") {
            let aliases = line.split(separator: " ").map(String.init)
            guard let emoji = aliases.lazy.compactMap({ emojiByShortcode[$0] }).first else { continue }
            for alias in aliases where emojiByShortcode[alias] == nil { emojiByShortcode[alias] = emoji }
        }
        return emojiByShortcode
    }()
}
