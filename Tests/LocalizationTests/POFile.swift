import Foundation

/// The entries of a gettext catalog (`.po` or `.pot`), read for the catalog checks.
struct POFile {
    /// One translatable message and what the catalog says of it.
    struct Entry {
        var id = ""
        var plural: String?
        var translations: [String] = []
        var isFuzzy = false

        /// Whether every form is translated.
        var isTranslated: Bool { !translations.isEmpty && translations.allSatisfy { !$0.isEmpty } }
        /// The key the sources' messages are compared by.
        var message: SourceMessages.Message { SourceMessages.Message(id: id, plural: plural) }
    }

    /// Every entry but the header and the obsolete (`#~`) ones, in file order.
    var entries: [Entry] = []

    /// Reads the catalog at `file`.
    init(contentsOf file: URL) throws {
        self.init(text: try String(contentsOf: file, encoding: .utf8))
    }

    /// Reads a catalog's text.
    init(text: String) {
        var entry = Entry()
        var field: WritableKeyPath<Entry, String>?
        var translationIndex: Int?
        func finish() {
            if !entry.id.isEmpty { entries.append(entry) }
            entry = Entry()
            field = nil
            translationIndex = nil
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty { finish(); continue }
            if line.hasPrefix("#,") { entry.isFuzzy = entry.isFuzzy || line.contains("fuzzy"); continue }
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("msgid_plural ") {
                entry.plural = Self.unquote(line.dropFirst("msgid_plural ".count))
                field = nil
                translationIndex = nil
            } else if line.hasPrefix("msgid ") {
                if !entry.translations.isEmpty { finish() }
                entry.id = Self.unquote(line.dropFirst("msgid ".count))
                field = \.id
            } else if line.hasPrefix("msgstr") {
                let value = line.drop { $0 != " " }.dropFirst()
                entry.translations.append(Self.unquote(value))
                field = nil
                translationIndex = entry.translations.count - 1
            } else if line.hasPrefix("\"") {
                let more = Self.unquote(line[...])
                if let field { entry[keyPath: field] += more }
                else if let translationIndex { entry.translations[translationIndex] += more }
                else if entry.plural != nil { entry.plural! += more }
            }
        }
        finish()
    }

    /// A quoted PO string's value, its escapes undone.
    static func unquote(_ quoted: Substring) -> String {
        var text = quoted.trimmingCharacters(in: .whitespaces)[...]
        if text.hasPrefix("\"") { text = text.dropFirst() }
        if text.hasSuffix("\"") { text = text.dropLast() }
        var value = ""
        var escaped = false
        for character in text {
            if escaped {
                switch character {
                case "n": value.append("\n")
                case "t": value.append("\t")
                default: value.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                value.append(character)
            }
        }
        return value
    }
}
