/// The web addresses and file names a message names, which the message log lets the user copy or
/// open: `Copied https://qiita.com/… to the clipboard.`, `…kept in /home/me/.local/…/comment.md`.
enum MessageReferences {
    /// The addresses (`http://`, `https://`) and file names (`/a/b`, `~/a`) in `message`, in order,
    /// each once.
    ///
    /// A reference ends at white space, at Japanese punctuation or brackets (`、`, `。`, `（`; the
    /// catalog puts a value last after `: `, or before a full-width bracket), and an address also at
    /// the first character that is not printable ASCII; trailing sentence punctuation is not part of
    /// it. A file name has at least two parts, so a count such as `/1000` is not one.
    static func find(in message: String) -> [String] {
        var found: [String] = []
        for word in words(of: message) {
            guard let reference = reference(in: word), !found.contains(reference) else { continue }
            found.append(reference)
        }
        return found
    }

    /// Whether `reference` is a web address rather than a file name.
    static func isWebAddress(_ reference: String) -> Bool {
        reference.hasPrefix("http://") || reference.hasPrefix("https://")
    }

    private static func words(of message: String) -> [Substring] {
        message.split { $0.isWhitespace || isJapanesePunctuation($0) }
    }

    private static func reference(in word: Substring) -> String? {
        for scheme in ["https://", "http://"] {
            guard let found = word.firstRange(of: scheme) else { continue }
            let address = trimmingSentencePunctuation(word[found.lowerBound...].prefix(while: isAddressCharacter))
            return address.count > scheme.count ? String(address) : nil
        }
        let path = trimmingSentencePunctuation(word.drop { "([{'\"=:".contains($0) })
        guard path.hasPrefix("/") || path.hasPrefix("~/") else { return nil }
        return path.split(separator: "/").count >= 2 ? String(path) : nil
    }

    /// Printable ASCII other than the space: what an address in a message is made of.
    private static func isAddressCharacter(_ character: Character) -> Bool {
        guard let value = character.asciiValue else { return false }
        return value > 0x20 && value < 0x7F
    }

    private static func trimmingSentencePunctuation(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, ".,;:!?)]}'\"".contains(last) { text = text.dropLast() }
        return text
    }

    /// CJK symbols and punctuation (U+3000–U+303F) and the full-width forms of ASCII punctuation.
    private static func isJapanesePunctuation(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3000...0x303F: return true
        case 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65: return true
        default: return false
        }
    }
}
