import ArticleLayout
import TerminalUI

/// What an article's printed lines show, to set beside its `SourceOutline`: the letters of its
/// prose in reading order, its image placeholders, and the tables printed before each top-level heading.
///
/// Code, link numbers and footnote marks are left out of the prose, and so is the list of links
/// after the body. A table's rows are read cell by cell, each
/// cell's wrapped lines together, as the source writes them. A top-level heading is a line in the
/// heading look at column 0 after a blank line; a table is a top border `┌…┐` at any depth.
struct PrintedOutline {
    private(set) var prose: [Character] = []
    private(set) var images = 0
    private(set) var tablesBeforeHeadings: [Int] = []

    init(_ lines: [StyledLine], theme: Theme, imageWord: String, hasLinkList: Bool) {
        let chrome = theme[.normal].merged(with: theme[.dim])
        let heading = theme[.normal].merged(with: theme[.heading]).merged(with: Style(attributes: .bold))
        let texts = lines.map { line in
            line.spans.map { span -> String in
                // The standard theme draws a mention (`@name`) in code's colour; it is prose.
                if ConformanceChecks.isCode(span, theme: theme), !span.text.string.hasPrefix("@") { return " " }
                if span.style == chrome, span.text.string.wholeMatch(of: /\[\^?[0-9]+\]/) != nil { return " " }
                return span.text.string
            }.joined()
        }
        let linkStart = hasLinkList ? lines.lastIndex { $0.plainText.string == "Links" } : nil
        let linkList = linkStart.map { start in start..<(lines[start...].firstIndex { $0.plainText.string == "Footnotes" } ?? lines.count) }
        var tables = 0
        var tableEnd = -1
        for (index, text) in texts.enumerated() where linkList?.contains(index) != true {
            let plain = lines[index].plainText.string
            images += plain.components(separatedBy: "[\(imageWord)").count - 1
            if Self.startsHeading(at: index, of: lines, marks: heading.merged(with: theme[.dim])), index == 0 || lines[index - 1].plainText.string.isEmpty {
                tablesBeforeHeadings.append(tables)
            }
            guard index > tableEnd else { continue }
            if Self.bare(plain).hasPrefix("┌"), Self.bare(plain).hasSuffix("┐") {
                tables += 1
                tableEnd = lines[index...].firstIndex { Self.bare($0.plainText.string).hasPrefix("└") } ?? lines.count - 1
                readTable(texts[index...tableEnd])
                continue
            }
            prose += text.filter { $0.isLetter || $0.isNumber }
        }
    }

    /// A line's text after its quote gutters and indent.
    private static func bare(_ text: String) -> Substring {
        text.drop { " │┃".contains($0) }
    }

    /// Adds a printed table's cells in the source's order: row by row, each cell's wrapped lines
    /// together. Rows that wrap are kept apart by `├` rules; without them, each line is a row.
    private mutating func readTable(_ table: ArraySlice<String>) {
        var groups: [[String]] = [[]]
        for line in table.dropFirst().dropLast() {
            if bareRule(line) { groups.append([]) } else { groups[groups.count - 1].append(line) }
        }
        let rows = groups.count > 2 ? groups : groups.flatMap { group in group.map { [$0] } }
        for row in rows {
            let cells = row.map { $0.split(separator: "│", omittingEmptySubsequences: false).map(String.init) }
            guard let columns = cells.map(\.count).max() else { continue }
            for column in 0..<columns {
                for line in cells where column < line.count { prose += line[column].filter { $0.isLetter || $0.isNumber } }
            }
        }
    }

    private func bareRule(_ line: String) -> Bool {
        Self.bare(line).hasPrefix("├")
    }

    /// Whether the line at `index` starts a top-level heading: at column 0, led by the heading's dim
    /// `###` marks, or its lines ruled with `═` or `─` below.
    private static func startsHeading(at index: Int, of lines: [StyledLine], marks: Style) -> Bool {
        guard let first = lines[index].plainText.string.first, !" │┃•◦▪┌└├".contains(first) else { return false }
        if let span = lines[index].spans.first, span.style == marks, span.text.string.hasPrefix("#") { return true }
        for line in lines[index...].dropFirst() {
            let text = line.plainText.string
            if text.isEmpty { return false }
            if text.allSatisfy({ $0 == "═" }) || text.allSatisfy({ $0 == "─" }) { return true }
        }
        return false
    }
}

/// The longest common subsequence of two texts, and where the first breaks the second's order.
enum ProseOrder {
    /// The length of the longest common subsequence of `a` and `b` (bit-parallel, Allison and Dix).
    static func commonLength(_ a: [Character], _ b: [Character]) -> Int {
        let words = (b.count + 63) / 64
        guard words > 0 else { return 0 }
        var masks: [Character: [UInt64]] = [:]
        for (index, character) in b.enumerated() {
            masks[character, default: Array(repeating: 0, count: words)][index / 64] |= 1 << UInt64(index % 64)
        }
        var v = Array(repeating: UInt64.max, count: words)
        for character in a {
            guard let mask = masks[character] else { continue }
            var carry: UInt64 = 0
            var borrow: UInt64 = 0
            for word in 0..<words {
                let u = v[word] & mask[word]
                let (sum1, overflow1) = v[word].addingReportingOverflow(u)
                let (sum, overflow2) = sum1.addingReportingOverflow(carry)
                carry = (overflow1 || overflow2) ? 1 : 0
                let (difference1, underflow1) = v[word].subtractingReportingOverflow(u)
                let (difference, underflow2) = difference1.subtractingReportingOverflow(borrow)
                borrow = (underflow1 || underflow2) ? 1 : 0
                v[word] = sum | difference
            }
        }
        var zeros = 0
        for index in 0..<b.count where v[index / 64] & (1 << UInt64(index % 64)) == 0 { zeros += 1 }
        return zeros
    }

    /// The source around the first letter of `source` that `printed` does not show within the next
    /// `window` letters after what it matched so far, or `nil` when every letter is found in order.
    static func firstBreak(_ source: [Character], _ printed: [Character], window: Int = 400) -> String? {
        var position = 0
        for (index, character) in source.enumerated() {
            let end = min(printed.count, position + window)
            if let found = printed[position..<end].firstIndex(of: character) {
                position = found + 1
                continue
            }
            let before = String(source[max(0, index - 20)..<index])
            let after = String(source[index..<min(source.count, index + 20)])
            let shown = String(printed[max(0, position - 20)..<min(printed.count, position + 20)])
            return "source …\(before)⟦\(after)⟧… printed near …\(shown)…"
        }
        return nil
    }
}
