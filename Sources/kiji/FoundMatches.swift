import FoundationEssentials
import KijiData
import KijiDomain
import TerminalUI

/// How `kiji find` prints its matches: every text from the cache through the ``Sanitizer``.
enum FoundMatches {
    /// Two lines a match: the title with the author and id, then the excerpt, indented; the matched
    /// words bold when `marked`.
    static func lines(_ matches: [SearchMatch], marked: Bool) -> [String] {
        matches.flatMap { match in
            let excerpt = match.excerpt.map { part in
                let text = safe(part.text)
                return part.isMatch && marked ? "\u{1B}[1m" + text + "\u{1B}[22m" : text
            }
            return ["\(safe(match.title))  @\(safe(match.author.rawValue))  \(safe(match.id.rawValue))", "    " + excerpt.joined()]
        }
    }

    /// The matches as a JSON array of objects: `id`, `title`, `author`, `created_at` (ISO 8601; left out when
    /// unknown), `url` and `excerpt`, a list of `{"text", "match"}` pieces.
    static func json(_ matches: [SearchMatch]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let found = matches.map { match in
            Found(
                id: safe(match.id.rawValue), title: safe(match.title), author: safe(match.author.rawValue),
                createdAt: match.createdAt?.ISO8601Format(), url: safe(match.url),
                excerpt: match.excerpt.map { Found.Piece(text: safe($0.text), match: $0.isMatch) })
        }
        return String(decoding: try encoder.encode(found), as: UTF8.self)
    }

    /// `text` on one line with nothing that could drive a terminal.
    private static func safe(_ text: String) -> String {
        DisplayText(sanitizing: text).string.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// One match as the JSON array holds it.
    private struct Found: Encodable {
        struct Piece: Encodable {
            var text: String
            var match: Bool
        }

        var id: String
        var title: String
        var author: String
        var createdAt: String?
        var url: String
        var excerpt: [Piece]

        enum CodingKeys: String, CodingKey {
            case id, title, author, createdAt = "created_at", url, excerpt
        }
    }
}
