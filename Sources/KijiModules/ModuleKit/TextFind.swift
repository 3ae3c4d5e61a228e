import ArticleLayout
import TerminalUI

/// The find in laid-out text: the query, where it is found in the lines shown, and the match
/// looked at, which `n` and `N` move through (after the last comes the first again).
struct TextFind {
    /// The query as typed; empty while nothing is looked for.
    private(set) var typed = ""
    private var query: FindQuery?
    private var lines: [StyledLine] = []
    private(set) var matches: [FindMatch] = []
    /// The index of the match looked at in ``matches``.
    private(set) var current: Int?

    /// Takes the lines shown, newly laid out; the matches are found in them again (the one looked
    /// at keeps its place in the order, when there are as many).
    mutating func read(_ lines: [StyledLine]) {
        self.lines = lines
        guard let query else { return }
        matches = FindText(lines).matches(of: query)
        current = matches.isEmpty ? nil : min(current ?? 0, matches.count - 1)
    }

    /// Looks for `text`: the match looked at is the first at or below `line` (else the first of
    /// all). White space only ends the find.
    mutating func find(_ text: String, from line: Int) {
        typed = text
        query = FindQuery(text)
        guard let query else {
            matches = []
            current = nil
            return
        }
        matches = FindText(lines).matches(of: query)
        current = matches.isEmpty ? nil : (matches.firstIndex { $0.line >= line } ?? 0)
    }

    /// Moves to the next match (`forward`) or the previous one, round the ends; nil with none.
    mutating func step(forward: Bool) -> FindMatch? {
        guard let current, !matches.isEmpty else { return nil }
        let next = (current + (forward ? 1 : matches.count - 1)) % matches.count
        self.current = next
        return matches[next]
    }

    /// Whether something is looked for.
    var isActive: Bool { query != nil }

    /// The match looked at.
    var currentMatch: FindMatch? { current.map { matches[$0] } }

    /// The status bar's count, `3/17`; empty without a match.
    var count: DisplayText {
        guard let current else { return .empty }
        return DisplayText(sanitizing: "\(current + 1)/\(matches.count)")
    }
}
