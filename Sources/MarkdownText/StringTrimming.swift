extension StringProtocol {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }),
              let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }

    /// The first space-separated word, or `nil` when there is none.
    var firstWord: String? {
        let word = trimmingSpaces.prefix { $0 != " " && $0 != "\t" }
        return word.isEmpty ? nil : String(word)
    }
}
