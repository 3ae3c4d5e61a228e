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

    /// Prose lines that start with a forbidden character although the line before could have
    /// given one up: a line before that fills the width without a space is one unbreakable token
    /// longer than the line, which may break anywhere. Code lines, cut anywhere by design, are left out.
    static func kinsokuBreaches(_ lines: [StyledLine], width: Int, theme: Theme) -> [String] {
        var breaches: [String] = []
        var previous: StyledLine?
        for line in lines {
            defer { previous = line }
            guard let content = proseContent(of: line, theme: theme), let first = content.first, forbiddenAtLineStart.contains(first) else { continue }
            if let previous, previous.width >= width - 1, !previous.plainText.string.trimmingCharacters(in: .whitespaces).contains(" ") { continue }
            breaches.append("starts with \(first): \(line.plainText.string)")
        }
        return breaches
    }

    /// The text of a line after its gutter (bars, bullets, checkboxes, indent); nil for a code line.
    private static func proseContent(of line: StyledLine, theme: Theme) -> Substring? {
        if line.spans.contains(where: { isCode($0, theme: theme) }) && line.spans.contains(where: { ["│ ", "↪ ", "│", "↪"].contains($0.text.string) && $0.style == theme[.normal].merged(with: theme[.dim]) }) {
            return nil
        }
        let text = line.plainText.string
        var rest = Substring(text)
        while true {
            let trimmed = rest.drop { " │┃•◦▪".contains($0) }
            if trimmed.hasPrefix("[x] ") || trimmed.hasPrefix("[ ] ") {
                rest = trimmed.dropFirst(4)
            } else {
                return trimmed
            }
        }
    }
}
