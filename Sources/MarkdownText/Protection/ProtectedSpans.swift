/// The math and mentions taken out of a source before cmark-gfm parses it, and the tokens left in their place.
///
/// A token is the prefix, the entry's index and `e`: letters and digits only, so Markdown gives it no
/// meaning and it reaches the tree whole, in text, code, URLs or HTML.
struct ProtectedSpans {
    /// What a token stands for.
    enum Entry: Equatable {
        /// `$…$` (or Qiita's `` $`…`$ ``): the TeX between the delimiters.
        case inlineMath(String)
        /// `$$…$$` on lines of their own: the TeX between the delimiters.
        case displayMath(String)
        /// `@name`: the user name without `@`.
        case mention(String)
    }

    /// A part of a text: plain text or one protected entry.
    enum Piece: Equatable {
        case text(String)
        case entry(Entry, source: String)
    }

    /// The prefix every token starts with, or `nil` when nothing was protected.
    var prefix: String?
    /// The entries by index, each with the source text it replaced.
    var entries: [(entry: Entry, source: String)] = []

    /// Records an entry and returns its token.
    mutating func token(for entry: Entry, source: String) -> String {
        guard let prefix else { preconditionFailure("a token needs a prefix") }
        entries.append((entry, source))
        return "\(prefix)\(entries.count - 1)e"
    }

    /// The entry a text consisting of exactly one token stands for.
    func entry(token text: String) -> Entry? {
        let parts = pieces(of: text)
        guard parts.count == 1, case let .entry(entry, _) = parts[0] else { return nil }
        return entry
    }

    /// The text with every token put back to the source it replaced, for code, URLs and attributes.
    func restoring(in text: String) -> String {
        guard prefix != nil else { return text }
        return pieces(of: text).reduce(into: "") { result, piece in
            switch piece {
            case let .text(text): result += text
            case let .entry(_, source): result += source
            }
        }
    }

    /// The text cut into plain parts and tokens.
    func pieces(of text: String) -> [Piece] {
        guard let prefix, text.containsBytes(of: prefix) else { return [.text(text)] }
        let bytes = Array(text.utf8)
        let marker = Array(prefix.utf8)
        var pieces: [Piece] = []
        var plainStart = 0
        var index = 0
        while index + marker.count < bytes.count {
            guard bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker),
                  let (number, end) = Self.number(in: bytes, from: index + marker.count),
                  number < entries.count else {
                index += 1
                continue
            }
            if plainStart < index { pieces.append(.text(String(decoding: bytes[plainStart..<index], as: UTF8.self))) }
            pieces.append(.entry(entries[number].entry, source: entries[number].source))
            index = end
            plainStart = end
        }
        if plainStart < bytes.count { pieces.append(.text(String(decoding: bytes[plainStart...], as: UTF8.self))) }
        return pieces
    }

    /// The decimal number at `start` and the index after its closing `e`.
    private static func number(in bytes: [UInt8], from start: Int) -> (Int, Int)? {
        var value = 0
        var index = start
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]), index - start < 9 {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard index > start, index < bytes.count, bytes[index] == UInt8(ascii: "e") else { return nil }
        return (value, index + 1)
    }
}
