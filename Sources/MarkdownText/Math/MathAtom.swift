/// Whether a piece of rendered math reads as one unit, so that it needs no parentheses beside "/" or after "^".
enum MathAtom {
    /// True for one character, a number, a bracketed group, or a name applied to a bracketed group ("P(B)"),
    /// each with any root signs before it ("√x") and super- and subscript characters after it ("ε₀", "x²").
    static func isAtom(_ text: String) -> Bool {
        var body = Substring(text).drop { "√∛∜".contains($0) }
        while let last = body.last?.unicodeScalars, last.count == 1, let scalar = last.first, UnicodeScripts.isScriptForm(scalar) {
            body = body.dropLast()
        }
        if body.count <= 1 || body.allSatisfy({ $0.isNumber || $0 == "." }) { return true }
        let name = body.prefix { $0.isLetter }
        return isOneBracketedGroup(body.dropFirst(name.count))
    }

    /// True when `text` opens with a bracket whose partner is its last character.
    private static func isOneBracketedGroup(_ text: Substring) -> Bool {
        guard let opener = text.first, let closer = closingBracket[opener], text.last == closer else { return false }
        var level = 0
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == opener { level += 1 } else if text[index] == closer { level -= 1 }
            index = text.index(after: index)
            if level == 0 { return index == text.endIndex }
        }
        return false
    }

    private static let closingBracket: [Character: Character] = ["(": ")", "[": "]", "{": "}", "⟨": "⟩"]
}
