import Foundation

/// The messages kiji's sources pass to `tr` and `trn`, read the way `Scripts/update-catalog` does.
struct SourceMessages {
    /// A message as the catalog keys it: its singular, and its plural for `trn`.
    struct Message: Hashable, CustomStringConvertible {
        var id: String
        var plural: String?
        var description: String { plural.map { "\"\(id)\" / \"\($0)\"" } ?? "\"\(id)\"" }
    }

    /// Every message found, by the file it is in.
    var messages: [Message: String] = [:]
    /// Calls whose message is not a literal, which extraction cannot see.
    var unreadable: [String] = []

    /// Reads every `.swift` file under `folder`.
    static func read(_ folder: URL) throws -> SourceMessages {
        var found = SourceMessages()
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            found.scan(try String(contentsOf: file, encoding: .utf8), file: file.lastPathComponent)
        }
        return found
    }

    /// Adds the messages of one file's `text`; comments and other literals are passed over.
    mutating func scan(_ text: String, file: String) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if let end = endOfCommentOrLiteral(in: scalars, at: index) { index = end; continue }
            guard let (name, afterParen) = call(in: scalars, at: index) else { index += 1; continue }
            var cursor = afterParen
            guard let (first, afterFirst) = literal(in: scalars, at: &cursor) else {
                unreadable.append("\(file): \(name)(…)")
                index = afterParen
                continue
            }
            index = afterFirst
            guard name == "trn" else { messages[Message(id: first)] = file; continue }
            cursor = afterFirst
            skipSpace(scalars, &cursor)
            var afterComma = cursor + 1
            guard cursor < scalars.count, scalars[cursor] == ",",
                  let (second, afterSecond) = literal(in: scalars, at: &afterComma)
            else {
                unreadable.append("\(file): trn(\"\(first)\", …)")
                continue
            }
            messages[Message(id: first, plural: second)] = file
            index = afterSecond
        }
    }

    /// Where the comment or string literal starting at `index` ends, if one starts there.
    private func endOfCommentOrLiteral(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
        func starts(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.unicodeScalars)
            return position + pattern.count <= scalars.count && Array(scalars[position..<position + pattern.count]) == pattern
        }
        func after(_ text: String, from position: Int) -> Int {
            var cursor = position
            while cursor < scalars.count, !starts(text, at: cursor) {
                cursor += scalars[cursor] == "\\" ? 2 : 1
            }
            return min(scalars.count, cursor + text.unicodeScalars.count)
        }
        if starts("//", at: index) { return after("\n", from: index) }
        if starts("/*", at: index) { return after("*/", from: index + 2) }
        if starts("\"\"\"", at: index) { return after("\"\"\"", from: index + 3) }
        if starts("\"", at: index) { return after("\"", from: index + 1) }
        return nil
    }

    /// `tr(` or `trn(` at `index`, as a whole word, and the index after its parenthesis.
    private func call(in scalars: [Unicode.Scalar], at index: Int) -> (String, Int)? {
        for name in ["trn", "tr"] {
            let word = Array(name.unicodeScalars)
            guard index + word.count < scalars.count, Array(scalars[index..<index + word.count]) == word,
                  scalars[index + word.count] == "("
            else { continue }
            if index > 0, isIdentifier(scalars[index - 1]) { return nil }
            if declares(in: scalars, before: index) { return nil }
            return (name, index + word.count + 1)
        }
        return nil
    }

    /// The string literal starting at `cursor` (after spaces), unescaped, and the index after it.
    private func literal(in scalars: [Unicode.Scalar], at cursor: inout Int) -> (String, Int)? {
        skipSpace(scalars, &cursor)
        guard cursor < scalars.count, scalars[cursor] == "\"" else { return nil }
        if cursor + 2 < scalars.count, scalars[cursor + 1] == "\"", scalars[cursor + 2] == "\"" { return nil }
        var value = String.UnicodeScalarView()
        var index = cursor + 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" { return (String(value), index + 1) }
            if scalar == "\n" { return nil }
            if scalar == "\\", index + 1 < scalars.count {
                switch scalars[index + 1] {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "\"": value.append("\"")
                case "\\": value.append("\\")
                default: return nil
                }
                index += 2
                continue
            }
            value.append(scalar)
            index += 1
        }
        return nil
    }

    /// Whether the word before `index` is `func`, so a declaration, not a call, starts there.
    private func declares(in scalars: [Unicode.Scalar], before index: Int) -> Bool {
        var cursor = index
        while cursor > 0, scalars[cursor - 1] == " " { cursor -= 1 }
        let keyword = Array("func".unicodeScalars)
        return cursor >= keyword.count && Array(scalars[cursor - keyword.count..<cursor]) == keyword
    }

    private func skipSpace(_ scalars: [Unicode.Scalar], _ cursor: inout Int) {
        while cursor < scalars.count, scalars[cursor].properties.isWhitespace { cursor += 1 }
    }

    private func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "." || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
