import KijiDomain

/// The excerpt of a search match: a cut of the indexed text around the words searched, each marked.
///
/// FTS5's `snippet()` cannot mark a word here: the index keeps no positions (``SearchIndex``), and
/// the query matches a word's trigrams one by one, so it would mark overlapping pieces of it.
enum SearchExcerpt {
    /// What the cut puts before a match; the index holds no control character (``SearchText``).
    static let openMark = "\u{2}"
    /// What the cut puts after a match.
    static let closeMark = "\u{3}"
    /// What the cut puts where it cut the text.
    static let ellipsis = "…"
    /// The most characters around a match.
    static let length = 40

    /// The parts of a cut marked with ``openMark`` and ``closeMark``, its white space runs made single spaces.
    private static func parts(ofMarked snippet: String) -> [SearchMatch.Part] {
        var parts: [SearchMatch.Part] = []
        for (index, piece) in oneLine(snippet).split(separator: openMark, omittingEmptySubsequences: false).enumerated() {
            let halves = piece.split(separator: closeMark, maxSplits: 1, omittingEmptySubsequences: false)
            if index > 0, halves.count == 2 {
                parts.append(SearchMatch.Part(String(halves[0]), isMatch: true))
                parts.append(SearchMatch.Part(String(halves[1]), isMatch: false))
            } else {
                parts.append(SearchMatch.Part(String(piece), isMatch: false))
            }
        }
        return parts.filter { !$0.text.isEmpty }
    }

    /// An excerpt of the first of `columns` that holds one of `words` (ASCII letters of either case,
    /// as `LIKE` keeps a match): up to ``length`` characters around the first such word, every word marked.
    static func cut(_ columns: [String], around words: [String]) -> [SearchMatch.Part] {
        for column in columns {
            let text = Array(oneLine(column))
            let folded = text.map(fold)
            let words = words.map { $0.map(fold) }
            guard let first = firstMatch(of: words, in: folded, from: 0) else { continue }
            let start = max(0, first.start - length / 3)
            let end = min(text.count, start + length)
            var marked = start > 0 ? ellipsis : ""
            var position = start
            while position < end, let match = firstMatch(of: words, in: folded, from: position), match.start < end {
                let matchEnd = min(end, match.start + match.count)
                marked += String(text[position..<match.start]) + openMark + String(text[match.start..<matchEnd]) + closeMark
                position = matchEnd
            }
            marked += String(text[position..<end]) + (end < text.count ? ellipsis : "")
            return parts(ofMarked: marked)
        }
        return []
    }

    /// Where the first of `words` starts at or after `from` in `text` (all folded), and its length.
    private static func firstMatch(of words: [[Character]], in text: [Character], from: Int) -> (start: Int, count: Int)? {
        var best: (start: Int, count: Int)?
        for word in words where !word.isEmpty && word.count <= text.count - from {
            for start in from...(text.count - word.count) where text[start..<start + word.count].elementsEqual(word) {
                if best.map({ start < $0.start }) ?? true { best = (start, word.count) }
                break
            }
        }
        return best
    }

    /// A character as `LIKE` compares it: ASCII letters without their case.
    private static func fold(_ character: Character) -> Character {
        character.isASCII ? Character(character.lowercased()) : character
    }

    /// `text` with each run of white space (line breaks and tabs among it) made one space.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
