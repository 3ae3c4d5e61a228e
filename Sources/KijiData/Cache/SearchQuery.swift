/// What the user typed to search: the trigrams that pick the index's candidate rows, and the
/// `LIKE` patterns that keep those holding every word.
///
/// Words are separated by white space, and an item matches when it holds every word. The index
/// keeps no token positions (`detail=column`, ``SearchIndex``), so it cannot match a word of four
/// characters or more as a phrase of trigrams: each trigram of each word of three characters or
/// more is required as a one-token FTS5 string (``match``), which finds the rows holding them all,
/// anywhere; ``likePatterns`` then keep the rows where each word really stands whole in a column,
/// and match a word of one or two characters, which has no trigram, by themselves. No input (a
/// quote, `*`, `NEAR`, `-`, `:`) is ever read as FTS5 query syntax.
struct SearchQuery: Equatable {
    /// The FTS5 query for the long words' trigrams (quoted strings, all required), or nil when there are none.
    var match: String?
    /// The FTS5 query for each long word's trigrams alone, in the order typed: which columns hold them ranks a row.
    var wordMatches: [String]
    /// The `LIKE` patterns for every word, `%` and `_` escaped with `\`.
    var likePatterns: [String]

    /// The query for `text`; nil when it holds no word.
    init?(_ text: String) {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return nil }
        var trigrams: [String] = []
        for trigram in words.flatMap(Self.trigrams) where !trigrams.contains(trigram) { trigrams.append(trigram) }
        match = trigrams.isEmpty ? nil : trigrams.map(Self.quoted).joined(separator: " ")
        wordMatches = words.filter { !Self.isShort($0) }.map { Self.trigrams($0).map(Self.quoted).joined(separator: " ") }
        likePatterns = words.map(Self.likePattern)
    }

    /// Whether the trigram tokenizer cannot match `word`: fewer than three characters (Unicode scalars, as it counts).
    static func isShort(_ word: String) -> Bool {
        word.unicodeScalars.count < 3
    }

    /// Every run of three Unicode scalars in `word`, as the trigram tokenizer cuts it (which then folds their case).
    static func trigrams(_ word: String) -> [String] {
        guard !isShort(word) else { return [] }
        let scalars = Array(word.unicodeScalars)
        return (0...(scalars.count - 3)).map { start in
            var trigram = ""
            trigram.unicodeScalars.append(contentsOf: scalars[start..<start + 3])
            return trigram
        }
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
