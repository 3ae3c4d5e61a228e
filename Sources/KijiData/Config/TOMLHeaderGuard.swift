/// Finds the table headers that the TOML parser cannot be trusted with, so that they are reported
/// as problems instead of parsed.
///
/// toml++ 3 (inside TOMLKit) checks the first character of a header's key only with an assertion:
/// a header such as `[)`, `[&` or `[[[1]]]` aborts kiji (or is undefined behaviour where assertions
/// are compiled out). This is marzer/tomlplusplus issue 294, fixed upstream by pull request 301;
/// the fuzz target `config` (Fuzz/, issue 15) found it. The scan follows strings, comments and
/// array brackets, so that a `[` inside a value is never taken for a header.
enum TOMLHeaderGuard {
    /// The line (from 1) of the first header whose key starts with a character the parser would
    /// not check, or nil when every header is safe to parse.
    static func firstUnsafeHeaderLine(in text: String) -> Int? {
        var scanner = Scanner(bytes: Array(text.utf8))
        return scanner.firstUnsafeHeaderLine()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var atLineStart = true
        /// How many value brackets (`[` after `=` or inside an array) are open.
        var arrayDepth = 0

        mutating func firstUnsafeHeaderLine() -> Int? {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\n"):
                    line += 1
                    atLineStart = true
                    index += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    index += 1
                case UInt8(ascii: "#"):
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    atLineStart = false
                    skipString(quote: byte)
                case UInt8(ascii: "[") where atLineStart && arrayDepth == 0:
                    if !headerKeyStartsSafely(after: index) { return line }
                    atLineStart = false
                    index += 1
                case UInt8(ascii: "["):
                    atLineStart = false
                    arrayDepth += 1
                    index += 1
                case UInt8(ascii: "]"):
                    atLineStart = false
                    arrayDepth = max(0, arrayDepth - 1)
                    index += 1
                default:
                    atLineStart = false
                    index += 1
                }
            }
            return nil
        }

        /// Whether the key of the header opening at `open` starts where the parser checks it:
        /// with a bare-key character, a quote or `]` after `[` or `[[` and spaces or tabs; or
        /// with the end of the text, which the parser reports itself.
        private func headerKeyStartsSafely(after open: Int) -> Bool {
            var position = skipBlanks(from: open + 1)
            if position < bytes.count, bytes[position] == UInt8(ascii: "[") {
                guard position == open + 1 else { return true }
                position = skipBlanks(from: position + 1)
            }
            guard position < bytes.count else { return true }
            return Self.mayStartKey(bytes[position]) || bytes[position] == UInt8(ascii: "]")
        }

        private func skipBlanks(from start: Int) -> Int {
            var position = start
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
                position += 1
            }
            return position
        }

        /// A bare-key character (`A-Z a-z 0-9 _ -`) or a quote.
        private static func mayStartKey(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "\""),
                UInt8(ascii: "'"):
                true
            default: false
            }
        }

        /// Moves past a string opened at `index`: one-line strings end at their quote or the line's
        /// end, multi-line ones (three quotes) at three quotes; in `"` strings a backslash escapes.
        private mutating func skipString(quote: UInt8) {
            let triple = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
            index += triple ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\""), index + 1 < bytes.count,
                    bytes[index + 1] != UInt8(ascii: "\n")
                {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\n") {
                    guard triple else { return }
                    line += 1
                }
                if byte == quote, !triple || (index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote) {
                    index += triple ? 3 : 1
                    return
                }
                index += 1
            }
        }
    }
}
