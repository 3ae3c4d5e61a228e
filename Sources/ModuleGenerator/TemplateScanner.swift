/// Finds the Stencil tags in a template with their true line numbers, and the variables they read.
///
/// Stencil renders an unknown variable as empty text, which would turn a typo into code that
/// silently does not compile. The generator therefore checks every tag against the variables the
/// spec declares before rendering, and reports the template file and line of the first stranger.
enum TemplateScanner {
    /// A `{{ … }}`, `{% … %}` or `{# … #}` tag.
    struct Tag: Equatable {
        enum Kind: Equatable { case variable, block, comment }
        var kind: Kind
        /// The inside of the tag, without the delimiters, trim markers and surrounding spaces.
        var contents: String
        /// 1-based line of the opening delimiter.
        var line: Int
    }

    /// A variable read where it was not declared, or a tag that never closes.
    struct Problem: Error, Equatable {
        var line: Int
        var reason: String
    }

    /// The tags of `text`, in order.
    static func tags(in text: String) throws(Problem) -> [Tag] {
        let scalars = Array(text.unicodeScalars)
        var tags: [Tag] = []
        var line = 1
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" { line += 1 }
            guard scalar == "{", index + 1 < scalars.count else {
                index += 1
                continue
            }
            let opener = scalars[index + 1]
            let closer: Unicode.Scalar
            let kind: Tag.Kind
            switch opener {
            case "{": (closer, kind) = ("}", .variable)
            case "%": (closer, kind) = ("%", .block)
            case "#": (closer, kind) = ("#", .comment)
            default:
                index += 1
                continue
            }
            let startLine = line
            var end = index + 2
            while end + 1 < scalars.count, !(scalars[end] == closer && scalars[end + 1] == "}") {
                if scalars[end] == "\n" { line += 1 }
                end += 1
            }
            guard end + 1 < scalars.count else {
                throw Problem(line: startLine, reason: "a tag opened with '{\(opener)' is never closed with '\(closer)}'")
            }
            var inner = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
            inner = inner.trimmingSpaces()
            if inner.hasPrefix("-") || inner.hasPrefix("+") { inner.removeFirst() }
            if inner.hasSuffix("-") || inner.hasSuffix("+") { inner.removeLast() }
            tags.append(Tag(kind: kind, contents: inner.trimmingSpaces(), line: startLine))
            index = end + 2
        }
        return tags
    }

    /// Checks that every variable the tags of `text` read is in `declared` (or is a loop variable).
    static func checkVariables(in text: String, declared: Set<String>) throws(Problem) {
        var known = declared.union(["forloop"])
        for tag in try tags(in: text) {
            switch tag.kind {
            case .comment:
                continue
            case .variable:
                try check(expression: tag.contents, known: known, line: tag.line)
            case .block:
                let words = tag.contents.split(separator: " ").map(String.init)
                guard let keyword = words.first else { continue }
                switch keyword {
                case "for":
                    guard let inIndex = words.firstIndex(of: "in"), inIndex > 1 else {
                        throw Problem(line: tag.line, reason: "malformed for tag '\(tag.contents)'")
                    }
                    for name in words[1..<inIndex].joined(separator: " ").split(separator: ",") {
                        known.insert(name.trimmingSpaces())
                    }
                    let rest = words[(inIndex + 1)...].prefix { $0 != "where" }
                    try check(expression: rest.joined(separator: " "), known: known, line: tag.line)
                case "if", "elif", "ifnot":
                    for word in words.dropFirst() where !operators.contains(word) {
                        try check(expression: word.trimming("()"), known: known, line: tag.line)
                    }
                case "filter":
                    continue
                case "else", "empty", "endif", "endfor", "endfilter":
                    continue
                default:
                    throw Problem(line: tag.line, reason: "the tag '\(keyword)' is not allowed in module templates")
                }
            }
        }
    }

    private static let operators: Set<String> = ["and", "or", "not", "in", "==", "!=", "<", ">", "<=", ">="]

    /// Checks the variable and the filter arguments of `value|filter:arg|…`.
    private static func check(expression: String, known: Set<String>, line: Int) throws(Problem) {
        let parts = expression.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard let head = parts.first, !head.isEmpty else {
            throw Problem(line: line, reason: "an empty tag")
        }
        try check(value: head, known: known, line: line)
        for filter in parts.dropFirst() {
            guard let colon = filter.firstIndex(of: ":") else { continue }
            for argument in filter[filter.index(after: colon)...].split(separator: ",") {
                try check(value: argument.trimmingSpaces(), known: known, line: line)
            }
        }
    }

    private static func check(value: String, known: Set<String>, line: Int) throws(Problem) {
        if value.isEmpty || value.hasPrefix("\"") || value.hasPrefix("'") || Double(value) != nil { return }
        let root = String(value.prefix { $0 != "." && $0 != "[" })
        guard known.contains(root) else {
            throw Problem(line: line, reason: "unknown variable '\(root)'; the spec declares \(known.subtracting(["forloop"]).sorted().joined(separator: ", "))")
        }
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String { trimming(" \t\n\r") }

    func trimming(_ set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
