import Foundation

/// The names a Swift source file declares at its top level and the identifiers it uses, read from
/// its text with comments and string literals left out.
///
/// It is a reader of names, not a parser: a use is any identifier in the code, a declaration any
/// `struct`, `enum`, `class`, `protocol`, `actor`, `typealias`, `func`, `let` or `var` that starts a
/// line (top level: not indented) and is not `private` or `fileprivate`, which no other file can use.
struct SwiftSourceNames {
    /// Top-level names other files can use.
    let declared: Set<String>
    /// Every identifier the code mentions.
    let used: Set<String>

    /// Reads the names of `source`.
    init(source: String) {
        let code = Self.code(of: source)
        var declared: Set<String> = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let first = line.first, !first.isWhitespace else { continue }
            if let name = Self.declaredName(in: line) { declared.insert(name) }
        }
        self.declared = declared
        used = Set(code.matches(of: /[A-Za-z_][A-Za-z0-9_]*/).map { String($0.output) })
    }

    private static let modifiers: Set<String> = [
        "public", "internal", "package", "open", "final", "nonisolated", "indirect", "static", "dynamic",
    ]
    private static let introducers: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias", "func", "let", "var"]

    /// The name a top-level line declares, or nil when it declares none other files can see.
    private static func declaredName(in line: Substring) -> String? {
        let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") })
        var index = 0
        while index < words.count {
            let word = String(words[index])
            if word == "private" || word == "fileprivate" { return nil }
            if word.hasPrefix("@") || modifiers.contains(word) {
                index += 1
            } else if introducers.contains(word), index + 1 < words.count {
                return String(words[index + 1])
            } else {
                return nil
            }
        }
        return nil
    }

    /// `source` with comments and the contents of string literals replaced by spaces, lines kept.
    static func code(of source: String) -> String {
        let scalars = Array(source.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        func blank(_ scalar: Unicode.Scalar) { out.append(scalar == "\n" ? "\n" : " ") }
        func starts(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.unicodeScalars)
            return position + pattern.count <= scalars.count && Array(scalars[position..<position + pattern.count]) == pattern
        }
        while index < scalars.count {
            if starts("//", at: index) {
                while index < scalars.count, scalars[index] != "\n" { blank(scalars[index]); index += 1 }
            } else if starts("/*", at: index) {
                var depth = 0
                repeat {
                    if starts("/*", at: index) { depth += 1; blank(" "); blank(" "); index += 2 }
                    else if starts("*/", at: index) { depth -= 1; blank(" "); blank(" "); index += 2 }
                    else { blank(scalars[index]); index += 1 }
                } while depth > 0 && index < scalars.count
            } else if scalars[index] == "#" || scalars[index] == "\"" {
                var hashes = 0
                while index + hashes < scalars.count, scalars[index + hashes] == "#" { hashes += 1 }
                guard index + hashes < scalars.count, scalars[index + hashes] == "\"" else {
                    out.append(scalars[index]); index += 1
                    continue
                }
                let quotes = starts("\"\"\"", at: index + hashes) ? "\"\"\"" : "\""
                let closing = quotes + String(repeating: "#", count: hashes)
                for _ in 0..<(hashes + quotes.count) { blank(" ") }
                index += hashes + quotes.count
                while index < scalars.count, !starts(closing, at: index) {
                    if scalars[index] == "\\", hashes == 0, index + 1 < scalars.count { blank(scalars[index]); index += 1 }
                    blank(scalars[index]); index += 1
                }
                for _ in 0..<closing.unicodeScalars.count where index < scalars.count { blank(" "); index += 1 }
            } else {
                out.append(scalars[index]); index += 1
            }
        }
        return String(out)
    }
}
