import ArticleLayout
import KijiDomain
import TerminalUI

extension ReadingPlace {
    /// The most characters of a line kept as its words: enough to tell most lines apart, and
    /// within a line of the narrowest terminal, so the same words are found at any width.
    static let wordLimit = 32

    /// The most lines whose words are read to find a place: leaving a longer article (a body of
    /// megabytes) would wait for the find to read it all, so its place is its share alone.
    static let lineLimit = 20_000

    /// The place of a view whose top is line `top` of `lines`: the first line from there on with
    /// words, their occurrence, and the share of the lines above the view.
    init(top: Int, of lines: [StyledLine]) {
        let share = lines.isEmpty ? 0 : Double(top) / Double(lines.count)
        guard lines.count <= Self.lineLimit else {
            self.init(words: "", occurrence: 0, linesAbove: 0, share: share)
            return
        }
        let text = FindText(lines)
        for index in top..<lines.count {
            let words = Self.words(of: lines[index])
            guard let query = FindQuery(words),
                let occurrence = text.matches(of: query).firstIndex(where: { $0.line == index })
            else { continue }
            self.init(words: words, occurrence: occurrence, linesAbove: index - top, share: share)
            return
        }
        self.init(words: "", occurrence: 0, linesAbove: 0, share: share)
    }

    /// The line of `lines` to put at the top: the one the words start on (less the lines that
    /// were above them), or, when the words are gone, the line at the same share of the article.
    func top(in lines: [StyledLine]) -> Int {
        if lines.count <= Self.lineLimit, let query = FindQuery(words) {
            let matches = FindText(lines).matches(of: query)
            if occurrence < matches.count { return max(0, matches[occurrence].line - linesAbove) }
        }
        return min(max(0, lines.count - 1), Int(share * Double(lines.count)))
    }

    /// A line's text as the find reads it: without the indent and gutters before it (spaces, box
    /// drawing, the `↪` of a wrapped code line), cut before an ellipsis a narrow layout may have
    /// put in, and at most ``wordLimit`` characters.
    static func words(of line: StyledLine) -> String {
        let text = line.spans.map(\.text.string).joined()
        let start = text.firstIndex { !isMargin($0) } ?? text.endIndex
        let words = text[start...].prefix { $0 != "…" }.prefix(wordLimit)
        return String(words)
    }

    /// What the find skips at the start of a line.
    private static func isMargin(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        return character.isWhitespace || (0x2500...0x259F).contains(scalar.value) || scalar == "↪"
    }
}
