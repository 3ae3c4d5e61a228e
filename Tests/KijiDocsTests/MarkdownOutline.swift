import Foundation

/// What the README checks compare in a Markdown file: its headings' levels, the commands in its
/// shell code blocks, the files it links to, and the key table between `<!-- keys:begin -->` and
/// `<!-- keys:end -->`.
struct MarkdownOutline {
    /// One row of the key table: the keys and the action names, each from its column's code spans.
    struct KeyRow: Equatable {
        var keys: [String]
        var actions: [String]
    }

    private(set) var headingLevels: [Int] = []
    private(set) var commands: [String] = []
    private(set) var localLinks: [String] = []
    private(set) var keyRows: [KeyRow] = []

    init(_ markdown: String) {
        var fence: String?
        var inKeys = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let language = fence {
                if line.hasPrefix("```") {
                    fence = nil
                } else if language == "sh" {
                    let command = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                    let trimmed = command.trimmingCharacters(in: .whitespaces)
                    if !trimmed.isEmpty { commands.append(trimmed) }
                }
                continue
            }
            if line.hasPrefix("```") {
                fence = String(line.dropFirst(3))
                continue
            }
            if line == "<!-- keys:begin -->" { inKeys = true }
            if line == "<!-- keys:end -->" { inKeys = false }
            if inKeys, line.hasPrefix("| `") {
                let cells = line.split(separator: "|").map(String.init)
                keyRows.append(KeyRow(keys: Self.codeSpans(cells[0]), actions: Self.codeSpans(cells[1])))
            }
            if line.hasPrefix("#") {
                headingLevels.append(line.prefix { $0 == "#" }.count)
            }
            localLinks += Self.linkTargets(Self.outsideCodeSpans(line)).filter { !$0.contains("://") }
        }
    }

    /// The texts of the code spans in `cell`.
    static func codeSpans(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// `line` without its code spans, whose text is no link even when it looks like one (`[ (](`).
    static func outsideCodeSpans(_ line: String) -> String {
        line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
    }

    /// The targets of the links and images in `line` (`](target)` or `](target "title")`); a `](`
    /// with no closing parenthesis, or with a space in what would be the target, is no link.
    static func linkTargets(_ line: String) -> [String] {
        line.components(separatedBy: "](").dropFirst().compactMap { rest in
            guard let close = rest.firstIndex(of: ")") else { return nil }
            let inside = rest[..<close]
            let target = inside.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard !target.isEmpty, target.count == inside.count || inside.dropFirst(target.count + 1).hasPrefix("\"") else { return nil }
            return String(target)
        }
    }
}
