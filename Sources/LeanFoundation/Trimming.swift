/// Trimming of text at both ends, as Foundation's `trimmingCharacters(in:)` does it: scalar by
/// scalar, with the same white-space sets, so no `CharacterSet` (and no ICU) is needed.
extension StringProtocol {
    /// The text without white space or line breaks at either end (Foundation's `.whitespacesAndNewlines`:
    /// the Unicode `White_Space` scalars and, as there, the zero width space).
    public func trimmingWhitespaceAndNewlines() -> String {
        trimmingScalars(where: { $0.properties.isWhitespace || $0 == zeroWidthSpace })
    }

    /// The text without spaces or tabs at either end (Foundation's `.whitespaces`: the space
    /// separators, the tab and, as there, the zero width space); line breaks stay.
    public func trimmingWhitespace() -> String {
        trimmingScalars(where: { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator || $0 == zeroWidthSpace })
    }

    /// The text without any of the scalars of `characters` at either end.
    public func trimming(anyOf characters: String) -> String {
        let set = Set(characters.unicodeScalars)
        return trimmingScalars(where: { set.contains($0) })
    }

    /// The text without the scalars at either end for which `isTrimmed` holds.
    private func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        // The kept scalars' UTF-8 is copied at once; appending them one by one re-encoded each.
        return String(self[first..<scalars.index(after: last)])
    }
}

/// U+200B, a space separator in Unicode 3 that Foundation's white-space sets still hold.
private let zeroWidthSpace: Unicode.Scalar = "\u{200B}"
