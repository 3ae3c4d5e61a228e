/// A Qiita search query such as `tag:swift user:alice 入門`, as the stub understands it.
struct SearchQuery {
    private var users: [String] = []
    private var tags: [String] = []
    private var titleWords: [String] = []
    private var words: [String] = []

    /// Parses space-separated terms; `user:`, `tag:` and `title:` qualify, anything else is a free word.
    init(_ text: String) {
        for term in text.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }) {
            let lowered = term.lowercased()
            if lowered.hasPrefix("user:") { users.append(String(lowered.dropFirst(5))) }
            else if lowered.hasPrefix("tag:") { tags.append(String(lowered.dropFirst(4))) }
            else if lowered.hasPrefix("title:") { titleWords.append(String(lowered.dropFirst(6))) }
            else { words.append(lowered) }
        }
    }

    /// Whether an item by `author` matches every term.
    func matches(_ item: CorpusItem, author: String) -> Bool {
        let title = item.title.lowercased()
        let itemTags = item.tags.map { $0.lowercased() }
        return users.allSatisfy { $0 == author.lowercased() }
            && tags.allSatisfy { itemTags.contains($0) }
            && titleWords.allSatisfy { title.contains($0) }
            && words.allSatisfy { word in title.contains(word) || itemTags.contains(word) }
    }
}
