import TerminalUI

/// The hand breaks of a Markdown source: the ends of paragraph lines followed by another line of
/// the same paragraph, which Qiita shows as line breaks.
///
/// Only what can be told from the source without a parser is taken: lines outside fences (```` ``` ````,
/// `~~~`, `$$`), outside HTML blocks (a line starting with `<` up to the next blank line), outside
/// tables, quotes and link or footnote definitions, whose following line continues the paragraph (not blank, not a heading,
/// list item, fence, table row, quote, note or HTML). Each break is named by the last two
/// characters of its line, kept only when neither is ASCII punctuation or a space, so that what
/// the source shows is what the screen shows (no Markdown markup, entity or shortcode).
enum HandBreaks {
    /// The two-character ends of the lines that end in a hand break, with how often each occurs.
    static func ends(in markdown: String) -> [String: Int] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.trimmingSuffix("\r")) }
        var ends: [String: Int] = [:]
        var fence: String?
        var inHTML = false
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if let open = ["```", "~~~", "$$"].first(where: { trimmed.hasPrefix($0) }) {
                fence = open
                continue
            }
            if trimmed.isEmpty {
                inHTML = false
                continue
            }
            if trimmed.hasPrefix("<") { inHTML = true }
            guard !inHTML, index + 1 < lines.count, !startsBlock(trimmed), !line.hasPrefix("    ") else { continue }
            let next = lines[index + 1].drop { $0 == " " }
            guard !next.isEmpty, !startsBlock(next), !next.hasPrefix("<"), !isListItem(next) else { continue }
            let content = trimmed.trimmingSuffix(" ")
            guard content.count >= 2 else { continue }
            let end = String(content.suffix(2))
            guard end.allSatisfy(isPlain) else { continue }
            ends[end, default: 0] += 1
        }
        return ends
    }

    /// How many laid-out lines end (before trailing spaces) with each of `ends`.
    ///
    /// A line whose text is a single character (after a gutter) continues the line before, so its
    /// end is that line's last character and its own.
    static func lineEnds(_ lines: [StyledLine], matching ends: Set<String>) -> [String: Int] {
        var counts: [String: Int] = [:]
        var previousLast: Character?
        for line in lines {
            let text = line.plainText.string.trimmingSuffix(" ")
            guard let last = text.last else {
                previousLast = nil
                continue
            }
            let before = text.dropLast().last
            let isAlone = before.map { " │┃".contains($0) } ?? true
            if let first = isAlone ? previousLast : before {
                let end = String([first, last])
                if ends.contains(end) { counts[end, default: 0] += 1 }
            }
            previousLast = last
        }
        return counts
    }

    /// Whether a line opens a block of its own or belongs to one the check leaves out.
    private static func startsBlock(_ line: Substring) -> Bool {
        ["#", ">", ":::", "```", "~~~", "$$", "---", "***", "==="].contains { line.hasPrefix($0) } || line.contains("|")
            || (line.hasPrefix("[") && line.contains("]:"))
    }

    /// Whether a line starts a list item (`-`, `*`, `+` or a number, then a space).
    private static func isListItem(_ line: Substring) -> Bool {
        if ["- ", "* ", "+ "].contains(where: { line.hasPrefix($0) }) { return true }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && (line.dropFirst(digits.count).hasPrefix(". ") || line.dropFirst(digits.count).hasPrefix(") "))
    }

    /// Not ASCII punctuation, a symbol or a space: a character that shows as written.
    private static func isPlain(_ character: Character) -> Bool {
        !(character.isASCII && (character.isPunctuation || character.isSymbol || character.isWhitespace))
    }
}

private extension StringProtocol {
    /// The text without the given character at its end, repeated.
    func trimmingSuffix(_ character: Character) -> SubSequence {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == character { end = index(before: end) }
        return self[..<end]
    }
}
