import Foundation

/// What an article's Markdown source says, read line by line without a Markdown parser: the letters
/// of its prose in order, its images, and the tables written before each of its top-level headings.
///
/// Prose is text outside code (fences, `$$` blocks, inline code, `<pre>`, `<code>`), math (`$…$`),
/// HTML tags and their attributes, comments, URLs, link destinations and labels, footnote marks, entities and
/// emoji shortcodes; footnote definitions are read last, where they are printed. A top-level heading
/// is a `#` line in column 0, or an `<h1>`…`<h6>` tag starting a line, outside code and notes and
/// while no HTML element that draws a gutter, an indent or a border (`blockquote`, `details`, `table`,
/// `ul`, `ol`, `dl`) is open in the source.
struct SourceOutline {
    /// The letters and digits of the prose, in the source's order.
    private(set) var prose: [Character] = []
    /// The images: Markdown `![…](…)` or `![…][…]`, and HTML `<img>`, outside code.
    private(set) var images = 0
    /// For each top-level heading in order, how many tables (GFM or `<table>`) the source opened before it.
    private(set) var tablesBeforeHeadings: [Int] = []

    private static let containers = ["blockquote", "details", "table", "ul", "ol", "dl"]

    init(markdown: String) {
        var footnotes: [Character] = []
        var fence: String?
        var inComment = false
        var inPre = false
        var notes = 0
        var open: [String: Int] = [:]
        var tables = 0
        var lines = markdown.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        lines.append("")
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if let opener = ["```", "~~~", "$$"].first(where: { trimmed.hasPrefix($0) }) {
                if !(opener == "$$" && trimmed.count > 2 && trimmed.hasSuffix("$$")) {
                    fence = String(trimmed.prefix { $0 == opener.first })
                }
                continue
            }
            if trimmed.hasPrefix(":::") {
                notes += trimmed.count > 3 && trimmed.dropFirst(3).contains(where: { $0 != ":" && $0 != " " }) ? 1 : (notes > 0 ? -1 : 0)
                continue
            }
            var text = line
            let wasInside = inComment || inPre
            (text, inComment) = Self.removing(from: text, start: "<!--", end: "-->", inside: inComment)
            (text, inPre) = Self.removing(from: text, start: "<pre", end: "</pre>", inside: inPre)
            let lower = text.lowercased()
            let balanced = Self.containers.allSatisfy { (open[$0] ?? 0) <= 0 }
            if balanced, notes == 0, !wasInside, text.hasPrefix("#") || lower.hasPrefix("<h") && lower.dropFirst(2).first.map({ "123456".contains($0) }) == true {
                if text.hasPrefix("#") ? text.drop(while: { $0 == "#" }).first == " " : true {
                    tablesBeforeHeadings.append(tables)
                }
            }
            if line.contains("|"), index + 1 < lines.count, Self.isDelimiterRow(lines[index + 1]) { tables += 1 }
            for name in Self.containers {
                let opened = Self.count(of: "<\(name)", in: lower)
                let closed = Self.count(of: "</\(name)", in: lower)
                open[name, default: 0] += opened - closed
                if name == "table" { tables += opened }
            }
            images += Self.count(of: "<img", in: lower) + Self.markdownImages(in: text)
            if trimmed.hasPrefix("[^"), let colon = trimmed.firstIndex(of: "]"), trimmed[colon...].hasPrefix("]:") {
                footnotes += Self.letters(of: String(trimmed[trimmed.index(after: colon)...]))
            } else if !Self.isLinkDefinition(trimmed) {
                prose += Self.letters(of: text)
            }
        }
        prose += footnotes
    }

    /// The letters and digits of a line's prose.
    static func letters(of line: String) -> [Character] {
        var text = line
        for pattern in [
            #"<code\b.*?</code>"#, #"(`+).*?\1"#, #"\$[^$]+\$"#, #"<[^>]*>?"#, #"\]\([^)]*\)"#, #"\]\[[^\]]*\]"#, #"https?://\S+"#,
            #"\[\^[^\]]*\]"#, #"&#?[A-Za-z0-9]+;"#, #":[a-z0-9_+-]+:"#,
        ] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        return text.filter { $0.isLetter || $0.isNumber }.map { $0 }
    }

    private static func removing(from line: String, start: String, end: String, inside: Bool) -> (String, Bool) {
        var result = ""
        var rest = Substring(line)
        var inside = inside
        while true {
            if inside {
                guard let close = rest.range(of: end, options: .caseInsensitive) else { return (result, true) }
                rest = rest[close.upperBound...]
                inside = false
            } else {
                guard let open = rest.range(of: start, options: .caseInsensitive) else { return (result + rest, false) }
                result += rest[..<open.lowerBound]
                rest = rest[open.upperBound...]
                inside = true
            }
        }
    }

    private static func count(of tag: String, in line: String) -> Int {
        var count = 0
        var rest = Substring(line)
        while let range = rest.range(of: tag) {
            rest = rest[range.upperBound...]
            if let next = rest.first, next.isLetter || next.isNumber { continue }
            count += 1
        }
        return count
    }

    private static func markdownImages(in line: String) -> Int {
        let stripped = line.replacingOccurrences(of: #"(`+).*?\1"#, with: " ", options: .regularExpression)
        return stripped.components(separatedBy: "![").count - 1
    }

    private static func isDelimiterRow(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.contains("-") && trimmed.contains("|") && trimmed.allSatisfy { "|-: ".contains($0) }
    }

    private static func isLinkDefinition(_ line: Substring) -> Bool {
        line.hasPrefix("[") && line.range(of: #"^\[[^\]]+\]:\s*\S+"#, options: .regularExpression) != nil
    }
}
