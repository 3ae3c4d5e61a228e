/// What the user typed to search, split into the words the index can match and those it cannot.
///
/// Words are separated by white space, and an item matches when it holds every word. A word of
/// three characters or more is matched by the trigram index as a quoted FTS5 string, so no input
/// (a quote, `*`, `NEAR`, `-`, `:`) is ever read as FTS5 query syntax. The trigram tokenizer cannot
/// match one or two characters; such a word is matched with `LIKE` on every indexed column instead.
struct SearchQuery: Equatable {
    /// The FTS5 query for the long words (quoted strings, all required), or nil when there are none.
    var match: String?
    /// The `LIKE` patterns for the short words, `%` and `_` escaped with `\`.
    var likePatterns: [String]

    /// The query for `text`; nil when it holds no word.
    init?(_ text: String) {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return nil }
        let long = words.filter { !Self.isShort($0) }
        match = long.isEmpty ? nil : long.map(Self.quoted).joined(separator: " ")
        likePatterns = words.filter(Self.isShort).map(Self.likePattern)
    }

    /// Whether the trigram tokenizer cannot match `word`: fewer than three characters (Unicode scalars, as it counts).
    static func isShort(_ word: String) -> Bool {
        word.unicodeScalars.count < 3
    }

    /// `word` as an FTS5 string: in double quotes, with each double quote doubled.
    static func quoted(_ word: String) -> String {
        "\"" + word.replacing("\"", with: "\"\"") + "\""
    }

    /// `word` as a `LIKE … ESCAPE '\'` pattern that matches it anywhere.
    static func likePattern(_ word: String) -> String {
        var pattern = "%"
        for character in word {
            if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern + "%"
    }
}
