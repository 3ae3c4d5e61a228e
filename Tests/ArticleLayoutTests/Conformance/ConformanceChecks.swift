import Foundation
import ArticleLayout
import MarkdownText
import TerminalUI

/// What conformance demands of laid-out lines, each check returning a description of every breach.
enum ConformanceChecks {
    /// Lines wider than `width`.
    static func overflows(_ lines: [StyledLine], width: Int) -> [String] {
        lines.filter { $0.width > width }.map { "wider than \(width) (\($0.width)): \($0.plainText.string)" }
    }

    /// Qiita's allow-listed HTML tags, which must never show as text outside code.
    private static let tagPattern =
        #"<\/?(a|b|blockquote|br|caption|code|dd|del|details|div|dl|dt|em|font|h[1-6]|hr|i|img|input|ins|kbd|li|ol|p|pre|q|rp|rt|ruby|s|samp|section|span|strike|strong|sub|summary|sup|table|tbody|td|tfoot|th|thead|tr|tt|ul|var)\b"#

    /// Lines showing tag text outside code (inline code and code blocks may show tags).
    static func tagText(_ lines: [StyledLine], theme: Theme) throws -> [String] {
        let tag = try Regex(tagPattern)
        return lines.compactMap { line in
            let prose = line.spans.filter { !isCode($0, theme: theme) }.map(\.text.string).joined()
            return prose.contains(tag) ? "tag text: \(line.plainText.string)" : nil
        }
    }

    /// Whether a span is code text or a code block's language label, by its look.
    static func isCode(_ span: StyledSpan, theme: Theme) -> Bool {
        let code = theme[.normal].merged(with: theme[.code])
        let looks = [code, code.merged(with: Style(attributes: .bold))]
            + [Theme.Role.diffAdded, .diffRemoved, .diffHunk].map { code.merged(with: theme[$0]) }
        return looks.contains(span.style)
    }

    /// Characters no line may start with in Japanese (kinsoku): closing punctuation, the prolonged
    /// sound mark and small kana.
    static let forbiddenAtLineStart: Set<Character> = Set("、。，．・：；？！ー」』）］｝〉》】ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿｧｨｩｪｫｬｭｮｯ")

    /// Opening brackets, after which no line may end.
    static let forbiddenAtLineEnd: Set<Character> = Set("「『（［｛〈《【(")

    /// Prose lines, and lines of table cells, that start with a forbidden character although the
    /// line before could have given one up.
    ///
    /// A table row's line is checked cell by cell, against the same cell on the line before; other
    /// lines against the line before from the same column on. A breach is excused when the text
    /// above could not have given up its last character: that character and the forbidden one are
    /// wider together than the room, or the text above is one token longer than the line (it fills
    /// the room but for a column, and has no place to break: see `Segment.canBreak`). Code lines,
    /// cut anywhere by design, are left out.
    static func kinsokuBreaches(_ lines: [StyledLine], width: Int, theme: Theme) -> [String] {
        var breaches: [String] = []
        var previous: (text: String, segments: [Segment]) = ("", [])
        for line in lines {
            let segments = segments(of: line, width: width, theme: theme)
            defer { previous = (line.plainText.string, segments) }
            for (index, segment) in segments.enumerated() {
                guard let first = segment.text.first, forbiddenAtLineStart.contains(first) else { continue }
                let above = segment.isCell
                    ? (previous.segments.count == segments.count ? previous.segments[index] : nil)
                    : Segment(text: trimmed(dropColumns(segment.start, of: previous.text)), room: segment.room, start: segment.start, isCell: false)
                if above?.excuses(first) == true { continue }
                breaches.append("starts with \(first): \(line.plainText.string)")
            }
        }
        return breaches
    }

    /// A stretch of a line that wraps on its own: the text after a line's gutter, or one table cell.
    struct Segment {
        /// The text, without the gutter or padding before it and the spaces after it.
        let text: Substring
        /// The columns the text could take.
        let room: Int
        /// The column the text starts at (after a gutter), outside tables.
        let start: Int
        /// Whether this is one cell of a table row.
        let isCell: Bool

        /// Whether this text, above a line starting with `first`, could not have given up its last
        /// character to it.
        func excuses(_ first: Character) -> Bool {
            guard let last = text.last else { return false }
            if TextWidth.width(of: last) + TextWidth.width(of: first) > room { return true }
            return !canBreak && TextWidth.width(of: text) >= room - 1
        }

        /// Whether the text has a place to break, roughly as UAX #14 would have it: at a space, or
        /// beside a wide character, except after an opening bracket or before a character that may
        /// not start a line.
        var canBreak: Bool {
            zip(text, text.dropFirst()).contains { before, after in
                if before == " " || after == " " { return true }
                guard TextWidth.width(of: before) > 1 || TextWidth.width(of: after) > 1 else { return false }
                return !ConformanceChecks.forbiddenAtLineEnd.contains(before) && !ConformanceChecks.forbiddenAtLineStart.contains(after)
            }
        }
    }

    /// The segments of a line: its cells when it is a row of a table grid (inline code in a cell
    /// included), else its text after the gutter (bars, bullets, checkboxes, indent); none for a
    /// code line.
    private static func segments(of line: StyledLine, width: Int, theme: Theme) -> [Segment] {
        let chrome = theme[.normal].merged(with: theme[.dim])
        let text = line.plainText.string
        if text.hasSuffix("│"), line.spans.last?.style == chrome {
            let cells = text.drop { $0 != "│" }.split(separator: "│", omittingEmptySubsequences: false).dropFirst().dropLast()
            return cells.map { cell in
                Segment(text: trimmed(cell.drop { $0 == " " }), room: TextWidth.width(of: cell) - 2, start: 0, isCell: true)
            }
        }
        if line.spans.contains(where: { isCode($0, theme: theme) }) && line.spans.contains(where: { ["│ ", "↪ ", "│", "↪"].contains($0.text.string) && $0.style == chrome }) {
            return []
        }
        var rest = Substring(text)
        while true {
            let content = rest.drop { " │┃•◦▪".contains($0) }
            if content.hasPrefix("[x] ") || content.hasPrefix("[ ] ") {
                rest = content.dropFirst(4)
            } else {
                let start = TextWidth.width(of: text.prefix(text.count - content.count))
                return [Segment(text: trimmed(content), room: width - start, start: start, isCell: false)]
            }
        }
    }

    /// `text` without its first `columns` columns.
    private static func dropColumns(_ columns: Int, of text: String) -> Substring {
        var used = 0
        return Substring(text).drop { character in
            guard used < columns else { return false }
            used += TextWidth.width(of: character)
            return true
        }
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
