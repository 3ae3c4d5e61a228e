/// Finds the invalid TOML that the TOML parser cannot be trusted with, so that it is reported as a
/// problem instead of parsed.
///
/// toml++ 3 (inside TOMLKit) checks some of its input only with assertions, which abort kiji (or
/// are undefined behaviour where assertions are compiled out). The fuzz target `config` (Fuzz/,
/// issue 15) found two: a table header whose key starts with neither a bare-key character nor a
/// quote (`[)`, `[&`, `[[[1]]]`; marzer/tomlplusplus issue 294, fixed upstream by pull request
/// 301), and an array element that starts with `}` or a line separator (`[}`, `[1,}`). Neither is
/// valid TOML, so rejecting them first changes only the message. The scan follows strings,
/// comments and brackets, so that text inside a string or comment is never taken for either.
struct TOMLParserGuard {
    /// Invalid TOML the parser would not check, and where it is.
    struct Finding: Equatable {
        /// The line, from 1.
        var line: Int
        /// What is wrong, for the problem message.
        var reason: String
    }

    /// The first place in `text` that the parser would not check, or nil when it can parse it safely.
    static func firstFinding(in text: String) -> Finding? {
        var scanner = TOMLParserGuard(scalars: Array(text.unicodeScalars))
        return scanner.scan()
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var atLineStart = true
    /// The open value brackets: `[` of arrays and `{` of inline tables, innermost last.
    private var brackets: [Unicode.Scalar] = []
    /// Whether the next significant character starts an array element (after `[` or `,` in an array).
    private var expectingElement = false

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private mutating func scan() -> Finding? {
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\n":
                line += 1
                atLineStart = true
                index += 1
                continue
            case " ", "\t", "\r":
                index += 1
                continue
            case "#":
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            default:
                break
            }
            if expectingElement, scalar == "}" || Self.isLineSeparator(scalar) {
                return Finding(line: line, reason: "an array element must be a value")
            }
            if Self.isLineSeparator(scalar) {
                return Finding(line: line, reason: "U+\(String(scalar.value, radix: 16, uppercase: true)) may only be in a string or comment")
            }
            expectingElement = false
            if scalar == "[", atLineStart, brackets.isEmpty {
                if !headerKeyStartsSafely(after: index) { return Finding(line: line, reason: "a table header must start with a key name") }
                atLineStart = false
                skipHeader()
                continue
            }
            atLineStart = false
            switch scalar {
            case "\"", "'":
                skipString(quote: scalar)
                continue
            case "[", "{":
                brackets.append(scalar)
                expectingElement = scalar == "["
            case "]", "}":
                if !brackets.isEmpty { brackets.removeLast() }
            case ",":
                expectingElement = brackets.last == "["
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Whether the key of the header opening at `open` starts where the parser checks it: with a
    /// bare-key character, a quote or `]` after `[` or `[[` and spaces or tabs; or with the end of
    /// the text, which the parser reports itself.
    private func headerKeyStartsSafely(after open: Int) -> Bool {
        var position = skipBlanks(from: open + 1)
        if position < scalars.count, scalars[position] == "[" {
            guard position == open + 1 else { return true }
            position = skipBlanks(from: position + 1)
        }
        guard position < scalars.count else { return true }
        return Self.mayStartKey(scalars[position]) || scalars[position] == "]"
    }

    /// Moves past a header's brackets and key, to its closing bracket or the line's end.
    private mutating func skipHeader() {
        index += 1
        while index < scalars.count, scalars[index] != "]", scalars[index] != "\n" {
            if scalars[index] == "\"" || scalars[index] == "'" {
                skipString(quote: scalars[index])
            } else {
                index += 1
            }
        }
        while index < scalars.count, scalars[index] == "]" { index += 1 }
    }

    private func skipBlanks(from start: Int) -> Int {
        var position = start
        while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
        return position
    }

    /// Moves past a string opened at `index`: one-line strings end at their quote or the line's
    /// end, multi-line ones (three quotes) at three quotes; in `"` strings a backslash escapes.
    private mutating func skipString(quote: Unicode.Scalar) {
        let triple = opensTriple(quote, at: index)
        index += triple ? 3 : 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", quote == "\"", index + 1 < scalars.count, scalars[index + 1] != "\n" {
                index += 2
                continue
            }
            if scalar == "\n" {
                guard triple else { return }
                line += 1
            }
            if scalar == quote, !triple || opensTriple(quote, at: index) {
                index += triple ? 3 : 1
                return
            }
            index += 1
        }
    }

    private func opensTriple(_ quote: Unicode.Scalar, at position: Int) -> Bool {
        position + 2 < scalars.count && scalars[position] == quote && scalars[position + 1] == quote
            && scalars[position + 2] == quote
    }

    /// A bare-key character (`A-Z a-z 0-9 _ -`) or a quote.
    private static func mayStartKey(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-", "\"", "'": true
        default: false
        }
    }

    /// The line breaks beyond ASCII that the parser counts as white space: NEL, U+2028, U+2029.
    private static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
