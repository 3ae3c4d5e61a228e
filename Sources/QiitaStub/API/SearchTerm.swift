/// One term of a Qiita search query: a qualifier with its value (`tag:swift`, `created:<2024-01`,
/// `stocks:>10`) or a free word, negated by a leading `-`.
struct SearchTerm: Sendable, Hashable {
    /// What an item must have to match the term.
    enum Condition: Sendable, Hashable {
        case user(String)
        case tag(String)
        case title(String)
        case body(String)
        /// A free word: in the title or among the tags.
        case word(String)
        /// Created within these seconds (UNIX, half-open).
        case created(Range<Int>)
        /// Updated within these seconds (UNIX, half-open).
        case updated(Range<Int>)
        /// A stock count within this range.
        case stocks(Range<Int>)
    }

    /// What the term asks.
    let condition: Condition
    /// Whether the term excludes what it names (`-tag:swift`).
    let negated: Bool

    /// Reads one term; nil when a comparison or its value is malformed (`created:=>2024`,
    /// `created:<2024-13`, `stocks:>many`), which Qiita answers with no items.
    init?(_ text: Substring) {
        negated = text.count > 1 && text.hasPrefix("-")
        let term = negated ? text.dropFirst() : text
        let lowered = term.lowercased()
        guard let colon = lowered.firstIndex(of: ":") else {
            condition = .word(lowered)
            return
        }
        let value = lowered[lowered.index(after: colon)...]
        switch lowered[..<colon] {
        case "user": condition = .user(String(value))
        case "tag": condition = .tag(String(value))
        case "title": condition = .title(String(value))
        case "body": condition = .body(String(value))
        case "created":
            guard let span = Self.dateSpan(value) else { return nil }
            condition = .created(span)
        case "updated":
            guard let span = Self.dateSpan(value) else { return nil }
            condition = .updated(span)
        case "stocks":
            guard let span = Self.countSpan(value) else { return nil }
            condition = .stocks(span)
        default: condition = .word(lowered)
        }
    }

    /// Whether the item matches; `body` is asked only for a `body:` term.
    func matches(_ item: CorpusItem, author: String, body: () -> String) -> Bool {
        holds(item, author: author, body: body) != negated
    }

    private func holds(_ item: CorpusItem, author: String, body: () -> String) -> Bool {
        switch condition {
        case .user(let name): author.lowercased() == name
        case .tag(let name): item.tags.contains { $0.lowercased() == name }
        case .title(let word): item.title.lowercased().contains(word)
        case .body(let word): body().lowercased().contains(word)
        case .word(let word): item.title.lowercased().contains(word) || item.tags.contains { $0.lowercased() == word }
        case .created(let span): span.contains(item.createdAt)
        case .updated(let span): span.contains(item.updatedAt)
        case .stocks(let span): span.contains(item.stocksCount)
        }
    }

    /// The comparison in front of a value: `<`, `<=`, `>`, `>=`, or none for "within".
    private enum Comparison {
        case below, atMost, above, atLeast, within

        /// Splits `<=2024` into its comparison and `2024`.
        static func split(_ text: Substring) -> (Comparison, Substring) {
            for (prefix, comparison) in [("<=", atMost), (">=", atLeast), ("<", below), (">", above)] where text.hasPrefix(prefix) {
                return (comparison, text.dropFirst(prefix.count))
            }
            return (.within, text)
        }

        /// The values that compare true against a value spanning `start..<end`.
        func span(start: Int, end: Int) -> Range<Int> {
            switch self {
            case .below: Int.min..<start
            case .atMost: Int.min..<end
            case .above: end..<Int.max
            case .atLeast: start..<Int.max
            case .within: start..<end
            }
        }
    }

    private static func dateSpan(_ text: Substring) -> Range<Int>? {
        let (comparison, value) = Comparison.split(text)
        guard let date = SearchDate(value) else { return nil }
        return comparison.span(start: date.start, end: date.end)
    }

    private static func countSpan(_ text: Substring) -> Range<Int>? {
        let (comparison, value) = Comparison.split(text)
        guard value.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(value), count < Int.max / 2 else { return nil }
        return comparison.span(start: count, end: count + 1)
    }
}
