import TerminalUI

/// Laid-out lines as the find reads them: every character folded (``FindFolding``) with the cell
/// it is drawn in, white space as one space, and a break between lines that a match crosses.
///
/// A break matches a space of the query or nothing, so a match crosses a wrap made at a space
/// (`read me` over `read` and `me`) and one made between Japanese characters (`日本語` over `日本`
/// and `語`). Everything drawn as text is read: code blocks, tables, link texts and image
/// placeholders.
public struct FindText: Sendable {
    /// One folded scalar and where it is drawn.
    struct Unit: Sendable {
        let scalar: Unicode.Scalar
        let line: Int32
        let column: Int32
        /// The columns highlighted for it: 0 for a break and for the space standing for a line's indent.
        let width: Int32
    }

    /// The marker of a line break in ``units``.
    static let lineBreak: Unicode.Scalar = "\n"

    private(set) var units: [Unit] = []

    /// Reads `lines`, which are laid out already.
    public init(_ lines: [StyledLine]) {
        var folded: [Unicode.Scalar] = []
        for (index, line) in lines.enumerated() {
            let row = Int32(index)
            if index > 0, let last = units.last, last.scalar != " " {
                units.append(Unit(scalar: Self.lineBreak, line: row, column: 0, width: 0))
            }
            var column: Int32 = 0
            for span in line.spans {
                for character in span.text.string {
                    if let ascii = character.asciiValue, ascii > 0x20, ascii < 0x7F {
                        units.append(Unit(scalar: Unicode.Scalar(ascii), line: row, column: column, width: 1))
                        column += 1
                        continue
                    }
                    let width = Int32(TextWidth.width(of: character))
                    if character.isWhitespace {
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

    /// One space for a run of white space; after a break, the break becomes a space drawn nowhere.
    private mutating func appendSpace(line: Int32, column: Int32, width: Int32) {
        guard let last = units.last, last.scalar != " " else { return }
        if last.scalar == Self.lineBreak {
            units[units.count - 1] = Unit(scalar: " ", line: line, column: column, width: 0)
        } else {
            units.append(Unit(scalar: " ", line: line, column: column, width: width))
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
