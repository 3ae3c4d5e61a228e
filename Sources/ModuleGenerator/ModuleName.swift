/// A validated module name, such as `Bookmarks`, with the forms the templates use.
public struct ModuleName: Sendable, Hashable, CustomStringConvertible {
    /// The name as given: `ReadingHistory`.
    public let name: String

    /// Validates `name`: an UpperCamelCase Swift identifier of ASCII letters and digits, not a keyword.
    ///
    /// Throws ``GeneratorError/invalidName(_:reason:)`` (exit code 64) saying what is wrong.
    public init(validating name: String) throws(GeneratorError) {
        if let reason = Self.problem(with: name) { throw .invalidName(name, reason: reason) }
        self.name = name
    }

    /// The name.
    public var description: String { name }

    /// The lowerCamel form for variables: `Bookmarks` → `bookmarks`, `URLReader` → `urlReader`.
    public var lowerName: String { Self.lowerCamel(name) }

    /// The name as words for titles and sentences: `ReadingHistory` → `Reading history`, `URLReader` → `URL reader`.
    public var title: String {
        let words = Self.words(of: name)
        return words.enumerated().map { index, word in
            if word.count > 1, word.allSatisfy(\.isUppercase) { return word }
            return index == 0 ? word : word.lowercased()
        }.joined(separator: " ")
    }

    /// What is wrong with `name` as a module name, or nil when it is fine.
    public static func problem(with name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if keywords.contains(name) { return "it is a Swift keyword" }
        if shadowedTypes.contains(name) { return "it would shadow the standard type \(name)" }
        if name.count > 60 { return "it is longer than 60 characters" }
        guard name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }) else {
            return "only the letters A–Z and a–z and the digits 0–9 may appear in it"
        }
        guard let first = name.first, first.isUppercase else { return "it must start with an uppercase letter" }
        if keywords.contains(lowerCamel(name)) { return "its lowerCamel form '\(lowerCamel(name))' is a Swift keyword" }
        if reservedSuffixes.contains(where: { name.hasSuffix($0) && name != $0 }) {
            return "it must not end in \(reservedSuffixes.joined(separator: ", ")): the generator adds those"
        }
        return nil
    }

    /// Swift's keywords, and the capitalised names that act as keywords in a type position.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super",
        "throws", "true", "try", "await", "async", "some", "any", "actor", "macro", "each",
        "Any", "Self", "Type", "Protocol",
    ]

    /// Standard-library and Foundation names a module must not shadow.
    static let shadowedTypes: Set<String> = [
        "Sendable", "Never", "Error", "String", "Int", "Bool", "Array", "Dictionary", "Set", "Optional", "Result",
        "Task", "Date", "Data", "URL", "Character", "Double", "Float", "Void",
    ]

    /// Endings that would make the generated type names stutter (`BookmarksViewView`).
    static let reservedSuffixes = ["Interfaces", "View", "Presenter", "Interactor", "Entity", "Router", "Tests"]

    static func lowerCamel(_ name: String) -> String {
        let characters = Array(name)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        if upperRun == 0 { return name }
        if upperRun == characters.count { return name.lowercased() }
        let lowered = upperRun == 1 || !characters[upperRun].isLetter ? upperRun : upperRun - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    static func words(of name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            var boundary = false
            if let previous, character.isUppercase {
                boundary = previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true)
            } else if let previous, character.isNumber, !previous.isNumber {
                boundary = true
            }
            if boundary, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
