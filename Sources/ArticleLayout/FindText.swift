import TerminalUI

/// Laid-out lines as the find reads them: every character folded (``FindFolding``) with the cell
/// it is drawn in, white space as one space, and a break between lines that a match crosses.
///
/// A break matches a space of the query or nothing, so a match crosses a wrap made at a space
/// (`read me` over `read` and `me`) and one made between Japanese characters (`日本語` over `日本`
/// and `語`). What starts a later line before its text, the indent and the gutters of quotes, code
/// frames (`│`, `↪` where a code line wraps) and tables, is part of the break. Everything drawn
/// as text is read: code blocks, tables, link texts and image placeholders.
public struct FindText: Sendable {
    /// One folded scalar and where it is drawn.
    struct Unit: Sendable {
        let scalar: Unicode.Scalar
        let line: Int32
        let column: Int32
        /// The columns highlighted for it: 0 for a break.
        let width: Int32
    }

    /// The marker of a line break in ``units``.
    static let lineBreak: Unicode.Scalar = "\n"

    private(set) var units: [Unit] = []

    /// Reads `lines`, which are laid out already.
    public init(_ lines: [StyledLine]) {
        units.reserveCapacity(lines.count * 40)
        var folded: [Unicode.Scalar] = []
        for (index, line) in lines.enumerated() {
            let row = Int32(index)
            if index > 0, let last = units.last, last.scalar != " ", last.scalar != Self.lineBreak {
                units.append(Unit(scalar: Self.lineBreak, line: row, column: 0, width: 0))
            }
            var column: Int32 = 0
            var inMargin = index > 0
            for span in line.spans {
                for character in span.text.string {
                    let scalars = character.unicodeScalars
                    let first = scalars.first!
                    let single = scalars.index(after: scalars.startIndex) == scalars.endIndex
                    if single, first.value > 0x20, first.value < 0x7F {
                        units.append(Unit(scalar: first, line: row, column: column, width: 1))
                        column += 1
                        inMargin = false
                        continue
                    }
                    if single, Self.isKanaOrIdeograph(first) {
                        units.append(Unit(scalar: first, line: row, column: column, width: 2))
                        column += 2
                        inMargin = false
                        continue
                    }
                    let width = Int32(TextWidth.width(of: character))
                    if inMargin, Self.isMargin(character) {
                        column += width
                        continue
                    }
                    inMargin = false
                    if single, Self.isSpace(first) {
                        appendSpace(line: row, column: column, width: width)
                    } else {
                        folded.removeAll(keepingCapacity: true)
                        FindFolding.fold(character, into: &folded)
                        for scalar in folded { units.append(Unit(scalar: scalar, line: row, column: column, width: width)) }
                    }
                    column += width
                }
            }
        }
    }

    /// One space for a run of white space.
    private mutating func appendSpace(line: Int32, column: Int32, width: Int32) {
        guard let last = units.last, last.scalar != " " else { return }
        units.append(Unit(scalar: " ", line: line, column: column, width: width))
    }

    /// Whether `character` may be part of what starts a line before its text: white space, box
    /// drawing and block elements (U+2500–259F, the gutters and frames) and `↪`.
    private static func isMargin(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return isSpace(scalar) || (0x2500...0x259F).contains(scalar.value) || scalar == "↪"
    }

    /// Kana and CJK ideographs, the bulk of a Japanese article: two columns wide, folded to
    /// themselves (the voiced marks U+3099–309C are left out, as they join the kana before them).
    private static func isKanaOrIdeograph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x3096, 0x309D...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF: true
        default: false
        }
    }

    /// Whether `scalar` is white space: Unicode's White_Space, written out (U+3000 among them).
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Every place `query` is found, top first, none overlapping the one before.
    public func matches(of query: FindQuery) -> [FindMatch] {
        let first = query.scalars[0]
        var found: [FindMatch] = []
        var start = 0
        while start < units.count {
            guard query.matches(units[start].scalar, first), let end = matchEnd(from: start, of: query) else {
                start += 1
                continue
            }
            let drawn = marks(of: start..<end)
            if !drawn.isEmpty { found.append(FindMatch(marks: drawn)) }
            start = end
        }
        return found
    }

    /// The end of the match that starts at `start`, if one does: a break matches a space of the query or nothing.
    private func matchEnd(from start: Int, of query: FindQuery) -> Int? {
        let wanted = query.scalars
        var index = start + 1
        var next = 1
        while next < wanted.count {
            guard index < units.count else { return nil }
            let scalar = units[index].scalar
            if scalar == Self.lineBreak {
                if wanted[next] == " " { next += 1 }
            } else if query.matches(scalar, wanted[next]) {
                next += 1
            } else {
                return nil
            }
            index += 1
        }
        return index
    }

    /// The stretch of each line the units in `range` are drawn on.
    private func marks(of range: Range<Int>) -> [TextMark] {
        var marks: [TextMark] = []
        for unit in units[range] where unit.width > 0 {
            let line = Int(unit.line)
            let end = Int(unit.column + unit.width)
            if let last = marks.last, last.line == line {
                marks[marks.count - 1].columns = last.columns.lowerBound..<max(last.columns.upperBound, end)
            } else {
                marks.append(TextMark(line: line, columns: Int(unit.column)..<end))
            }
        }
        return marks
    }
}
