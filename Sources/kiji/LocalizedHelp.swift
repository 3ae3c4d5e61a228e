import Localization
import TerminalUI

/// swift-argument-parser's help and error text in the user's language, wrapped by display width.
///
/// The parser writes its headings (`OVERVIEW:`, `USAGE:`, `OPTIONS:` …), the `(default: …)` and
/// `(values: …)` it adds to options, its `Error:` and `Usage:` prefixes and its two built-in
/// options in English, and wraps by counting characters, so a Japanese line of 80 characters takes
/// 160 columns. kiji asks it for the text unwrapped (one line for each entry), puts those words
/// through the catalog, and wraps each line with ``TextLayout/wrap(_:toWidth:)``, the rules that
/// wrap articles: an option's description continues under its own column.
enum LocalizedHelp {
    /// `english`, the parser's text laid out on lines no wider than `width` columns, in the
    /// catalog's words.
    static func text(_ english: String, width: Int) -> String {
        english.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            let english = String(line)
            let local = translated(english)
            if english.hasPrefix("Help:  "), let entry = OptionEntry(helpLine: local, prefix: tr("Help:  ")) {
                return wrapped(entry, width: max(width, 1))
            }
            guard let usage = ["USAGE: ", "Usage: "].first(where: english.hasPrefix) else { return wrapped(local, width: max(width, 1)) }
            let indent = DisplayText(sanitizing: local).width - DisplayText(sanitizing: String(english.dropFirst(usage.count))).width
            return wrappedAtSpaces(local, indent: indent, width: max(width, 1))
        }
        .joined(separator: "\n")
    }

    /// The columns to ask swift-argument-parser for: enough that it wraps nothing, so each entry
    /// comes on one line.
    static let unwrapped = 100_000

    /// The width help is laid out at: `$COLUMNS` when it holds a number from 1 to 10,000, else the
    /// width of the terminal on standard output, else 80.
    static func width(environment: [String: String], terminalColumns: Int?) -> Int {
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), (1...10_000).contains(columns) { return columns }
        return terminalColumns ?? 80
    }

    // MARK: - Words

    private static func translated(_ line: String) -> String {
        let line = replacingAddedValues(in: replacingPrefix(of: line))
        guard let entry = OptionEntry(line) else { return line }
        switch entry.description {
        case "Show help information.": return entry.label + tr("Show help information.")
        case "Show the version.": return entry.label + tr("Show the version.")
        default: return line
        }
    }

    private static func replacingPrefix(of line: String) -> String {
        let prefixes: [(String, String)] = [
            ("OVERVIEW: ", tr("OVERVIEW: ")), ("USAGE: ", tr("USAGE: ")), ("Usage: ", tr("Usage: ")),
        ]
        if line.hasPrefix("Error: ") { return tr("Error: ") + parserError(String(line.dropFirst("Error: ".count))) }
        if line.hasPrefix("Help:  ") { return tr("Help:  ") + line.dropFirst("Help:  ".count) }
        for (english, local) in prefixes where line.hasPrefix(english) {
            return local + line.dropFirst(english.count)
        }
        let headings: [(String, String)] = [
            ("ARGUMENTS:", tr("ARGUMENTS:")), ("OPTIONS:", tr("OPTIONS:")), ("SUBCOMMANDS:", tr("SUBCOMMANDS:")),
        ]
        for (english, local) in headings where line == english { return local }
        if let command = quoted(line, between: "  See '", and: "' for detailed help.") {
            return tr("  See '{command}' for detailed help.", ["command": command])
        }
        if let command = quoted(line, between: "  See '", and: "' for more information.") {
            return tr("  See '{command}' for more information.", ["command": command])
        }
        return line
    }

    /// One of the parser's error sentences in the catalog's words; any other (kiji's own, already
    /// translated) as it is.
    private static func parserError(_ message: String) -> String {
        if let found = captures(of: message, in: "Unexpected argument '{}'") {
            return tr("Unexpected argument '{argument}'.", ["argument": found[0]])
        }
        if let found = captures(of: message, in: "Missing expected argument '{}'") {
            return tr("Missing expected argument '{argument}'.", ["argument": found[0]])
        }
        if let found = captures(of: message, in: "Unknown option '{}'") {
            return tr("Unknown option '{option}'.", ["option": found[0]])
        }
        if let found = captures(of: message, in: "Missing value for '{}'") {
            return tr("Missing value for '{option}'.", ["option": found[0]])
        }
        if let found = captures(of: message, in: "The value '{}' is invalid for '{}'. Please provide one of the following:") {
            return tr("The value '{value}' is invalid for '{option}'. Give one of these:", ["value": found[0], "option": found[1]])
        }
        if let found = captures(of: message, in: "The value '{}' is invalid for '{}'") {
            return tr("The value '{value}' is invalid for '{option}'.", ["value": found[0], "option": found[1]])
        }
        return message
    }

    /// The values `text` holds where `template` has `{}`, or nil when it does not have that form.
    static func captures(of text: String, in template: String) -> [String]? {
        let literals = template.split(separator: "{}", omittingEmptySubsequences: false).map(String.init)
        guard text.hasPrefix(literals[0]) else { return nil }
        var rest = text.dropFirst(literals[0].count)
        var found: [String] = []
        for (index, literal) in literals.enumerated().dropFirst() {
            if index == literals.count - 1 {
                guard rest.hasSuffix(literal), rest.count >= literal.count else { return nil }
                found.append(String(rest.dropLast(literal.count)))
            } else {
                guard let next = rest.firstRange(of: literal) else { return nil }
                found.append(String(rest[..<next.lowerBound]))
                rest = rest[next.upperBound...]
            }
        }
        return found
    }

    /// The `(default: …)`, `(values: …)` or `(values: …; default: …)` the parser ends a line with.
    private static func replacingAddedValues(in line: String) -> String {
        guard line.hasSuffix(")"), let open = line.lastIndex(of: "("), line[line.index(after: open)...].dropLast().allSatisfy({ $0 != "(" && $0 != ")" }) else {
            return line
        }
        let inside = String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        let added: String
        if inside.hasPrefix("default: ") {
            added = tr("(default: {value})", ["value": String(inside.dropFirst("default: ".count))])
        } else if inside.hasPrefix("values: ") {
            // TRANSLATORS: joins the values an option takes, as in "auto, always, never".
            let values = inside.dropFirst("values: ".count).split(separator: ", ").joined(separator: tr(", "))
            if let split = values.firstRange(of: "; default: ") {
                added = tr("(values: {values}; default: {value})", ["values": String(values[..<split.lowerBound]), "value": String(values[split.upperBound...])])
            } else {
                added = tr("(values: {values})", ["values": String(values)])
            }
        } else {
            return line
        }
        // A full-width parenthesis carries its own space.
        let before = added.hasPrefix("（") && line[..<open].hasSuffix(" ") ? line[..<open].dropLast() : line[..<open]
        return before + added
    }

    private static func quoted(_ line: String, between start: String, and end: String) -> String? {
        guard line.hasPrefix(start), line.hasSuffix(end), line.count > start.count + end.count else { return nil }
        return String(line.dropFirst(start.count).dropLast(end.count))
    }

    // MARK: - Width

    /// The line on lines of at most `width` columns: an option entry's description continues under
    /// its column, other text under its own indentation.
    private static func wrapped(_ line: String, width: Int) -> [String] {
        let text = DisplayText(sanitizing: line)
        guard text.width > width else { return [text.string] }
        if let entry = OptionEntry(text.string) { return wrapped(entry, width: width) }
        let body = text.string.drop { $0 == " " }
        let indent = text.string.count - body.count
        return wrapped(OptionEntry(label: String(repeating: " ", count: indent), description: String(body)), width: width)
    }

    /// The entry on lines of at most `width` columns, its description under its column.
    private static func wrapped(_ entry: OptionEntry, width: Int) -> [String] {
        let indent = DisplayText(sanitizing: entry.label).width
        let first = DisplayText(sanitizing: entry.label).string
        let rest = entry.description
        guard DisplayText(sanitizing: entry.label + rest).width > width else { return [first + DisplayText(sanitizing: rest).string] }
        guard width - indent >= minimumColumn else {
            let label = first.trimmingTrailingSpaces
            let head = label.isEmpty ? [] : wrap(label, toWidth: width)
            return head + wrap(rest, toWidth: width)
        }
        let margin = String(repeating: " ", count: indent)
        return wrap(rest, toWidth: width - indent).enumerated().map { index, piece in
            (index == 0 ? first : margin) + piece
        }
    }

    /// A usage line on lines of at most `width` columns, broken only at spaces so that each
    /// `[--option <value>]` stays whole, continued under the command after `indent` columns.
    private static func wrappedAtSpaces(_ line: String, indent: Int, width: Int) -> [String] {
        let margin = width - indent >= minimumColumn ? String(repeating: " ", count: indent) : ""
        var lines: [String] = []
        var current = ""
        for word in bracketedWords(line).map({ DisplayText(sanitizing: $0) }) {
            let candidate = current.isEmpty ? word.string : current + " " + word.string
            if current.isEmpty || DisplayText(sanitizing: candidate).width <= width {
                current = candidate
                continue
            }
            lines.append(current)
            current = margin + word.string
        }
        lines.append(current)
        return lines.flatMap { DisplayText(sanitizing: $0).width > width ? wrap($0, toWidth: width) : [$0] }
    }

    /// The words of `line` split at spaces outside brackets: `[--per-page <per-page>]` is one word.
    private static func bracketedWords(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var depth = 0
        for character in line {
            switch character {
            case "[": depth += 1
            case "]": depth = max(depth - 1, 0)
            case " " where depth == 0:
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            default: break
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// `text` wrapped by ``TextLayout/wrap(_:toWidth:)``, except that an option or a placeholder
    /// (`--per-page`, `<per-page>`) is never broken at its hyphens: they are non-breaking hyphens
    /// (U+2011) while the lines are made.
    private static func wrap(_ text: String, toWidth width: Int) -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.first == "-" || word.first == "<" || word.first == "[" || word.first == "(" && word.dropFirst().first == "-"
                ? String(word.map { $0 == "-" ? nonBreakingHyphen : $0 }) : String(word)
        }
        return TextLayout.wrap(DisplayText(sanitizing: words.joined(separator: " ")), toWidth: width).map { line in
            String(line.string.map { $0 == nonBreakingHyphen ? "-" : $0 })
        }
    }

    private static let nonBreakingHyphen: Character = "\u{2011}"

    /// Below this many columns beside an indentation, the text goes back to the left edge.
    private static let minimumColumn = 16
}

/// A line of an option list: two spaces, the option's label, two or more spaces, its description.
private struct OptionEntry {
    /// The line up to the description: indentation, label and the spaces after it.
    let label: String
    /// The description.
    let description: String

    init(label: String, description: String) {
        self.label = label
        self.description = description
    }

    /// The parser's `Help:  <item>  description` line, `prefix` being its translated `Help:  `.
    init?(helpLine line: String, prefix: String) {
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        guard let gap = rest.firstRange(of: "  ") else { return nil }
        let description = rest[gap.upperBound...].drop { $0 == " " }
        guard !description.isEmpty else { return nil }
        self.init(label: String(line[..<description.startIndex]), description: String(description))
    }

    init?(_ line: String) {
        guard line.hasPrefix("  "), line.dropFirst(2).first != " ", let gap = line.dropFirst(2).firstRange(of: "  ") else { return nil }
        let afterGap = line[gap.upperBound...].drop { $0 == " " }
        guard !afterGap.isEmpty else { return nil }
        self.init(label: String(line[..<afterGap.startIndex]), description: String(afterGap))
    }
}

private extension String {
    /// The string without the spaces at its end.
    var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
