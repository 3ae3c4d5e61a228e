/// Short labels for the links in view, typed to choose one, as the hint modes of vimium and
/// qutebrowser do: `a`, `s`, `d` … while one letter each suffices, two letters each beyond.
///
/// Each label is drawn beside its link, never over the text of a link (its own or another's) or
/// over another label, and never moving the text: before the link, over what precedes it, else
/// just after it, on the first of the link's lines in view with room; a link that fills its lines
/// edge to edge has its label over the start of the line above or below it. Only where the links
/// fill every line in view is a label drawn over its own link's first cell.
public struct LinkHints: Sendable, Equatable {
    /// One label, where it is drawn, and the link it chooses.
    public struct Hint: Sendable, Equatable {
        /// The letters to type.
        public let label: String
        /// The link's index, as the pager counts its links.
        public let link: Int
        /// Where the label is drawn: a line of the text and the columns it covers.
        public let place: TextMark
    }

    /// What typing a letter came to.
    public enum Outcome: Sendable, Equatable {
        /// A whole label was typed: the link it chooses.
        case chosen(Int)
        /// The letters typed so far begin some labels.
        case narrowed
        /// The letters typed begin no label.
        case noMatch
    }

    /// The letters labels are made of, the home row first.
    public static let letters = Array("asdfghjklqwertyuiopzxcvbnm")

    /// Every label, top to bottom.
    public let hints: [Hint]
    /// The letters typed so far.
    public private(set) var typed = ""

    /// Labels for `links` (each link's index and spots in view, top to bottom, as
    /// ``TextView/linksInView`` gives them) drawn on lines `width` columns wide, the lines `view`
    /// being those on screen. A link labelled in
    /// `previous` (the labels before the view scrolled) keeps its label, while the labels stay one
    /// letter each; the links new to the view take the first labels left.
    public init(
        links: [(link: Int, spots: [TextMark])], width: Int, view: Range<Int> = 0..<0, keeping previous: LinkHints? = nil
    ) {
        var kept: [Int: String] = [:]
        if let previous, links.count <= Self.letters.count, previous.hints.allSatisfy({ $0.label.count == 1 }) {
            let shown = Set(links.map(\.link))
            for hint in previous.hints where shown.contains(hint.link) { kept[hint.link] = hint.label }
        }
        var free = Self.labels(count: links.count + kept.count).filter { !kept.values.contains($0) }.makeIterator()
        let labels = links.map { kept[$0.link] ?? free.next() ?? "" }
        var taken = links.flatMap(\.spots)
        var hints: [Hint] = []
        for (label, link) in zip(labels, links) {
            let place = Self.place(label: label.count, beside: link.spots, width: width, view: view, taken: taken)
            taken.append(place)
            hints.append(Hint(label: label, link: link.link, place: place))
        }
        self.hints = hints
    }

    /// The labels still to be typed to: those that begin with what was typed.
    public var shown: [Hint] { hints.filter { $0.label.hasPrefix(typed) } }

    /// Adds a typed letter.
    public mutating func type(_ letter: Character) -> Outcome {
        typed.append(letter)
        if let hint = hints.first(where: { $0.label == typed }) { return .chosen(hint.link) }
        return shown.isEmpty ? .noMatch : .narrowed
    }

    /// Takes back the last letter typed; false when none was.
    public mutating func takeBack() -> Bool {
        typed.popLast() != nil
    }

    /// `count` labels, none the beginning of another: one letter each while the letters suffice,
    /// else two letters each.
    static func labels(count: Int) -> [String] {
        if count <= letters.count { return letters.prefix(count).map { String($0) } }
        return letters.flatMap { first in letters.map { String([first, $0]) } }.prefix(count).map { $0 }
    }

    /// Where a label `size` columns wide goes beside a link drawn at `spots`, clear of `taken`:
    /// first where a blank column also parts it from any other link or label (so `#a s#b` is not
    /// read as `#as#b`), then anywhere clear beside it, then over the start of the line above or
    /// below it within `view`.
    private static func place(
        label size: Int, beside spots: [TextMark], width: Int, view: Range<Int>, taken: [TextMark]
    ) -> TextMark {
        let others = taken.filter { !spots.contains($0) }
        let free = { (mark: TextMark, margin: Int) in
            let room = (mark.columns.lowerBound - margin)..<(mark.columns.upperBound + margin)
            return mark.columns.lowerBound >= 0 && mark.columns.upperBound <= width
                && !taken.contains { $0.line == mark.line && $0.columns.overlaps(mark.columns) }
                && !others.contains { $0.line == mark.line && $0.columns.overlaps(room) }
        }
        for margin in [1, 0] {
            for spot in spots {
                let before = TextMark(line: spot.line, columns: (spot.columns.lowerBound - size)..<spot.columns.lowerBound)
                let after = TextMark(line: spot.line, columns: spot.columns.upperBound..<(spot.columns.upperBound + size))
                if let place = [before, after].first(where: { free($0, margin) }) { return place }
            }
        }
        for spot in spots {
            let columns = spot.columns.lowerBound..<(spot.columns.lowerBound + size)
            let nearby = [TextMark(line: spot.line - 1, columns: columns), TextMark(line: spot.line + 1, columns: columns)]
            if let place = nearby.first(where: { view.contains($0.line) && free($0, 0) }) { return place }
        }
        let first = spots[0]
        return TextMark(line: first.line, columns: first.columns.lowerBound..<(first.columns.lowerBound + size))
    }
}
