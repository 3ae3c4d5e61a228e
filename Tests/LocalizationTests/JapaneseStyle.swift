import Foundation

/// The punctuation and word-order rules po/GLOSSARY.md sets for a Japanese msgstr.
enum JapaneseStyle {
    /// The placeholders that carry a long value, which a Japanese sentence puts last.
    static let longValues = ["{address}", "{path}", "{file}"]

    /// What breaks the punctuation rules in `translation`, or an empty list.
    static func punctuationFaults(_ translation: String) -> [String] {
        var faults: [String] = []
        let withoutLinks = translation.replacingOccurrences(of: #"\]\([^)]*\)"#, with: "]", options: .regularExpression)
        let halfWidth = withoutLinks.contains("(") || withoutLinks.contains(")")
        if halfWidth && (translation.contains("（") || translation.contains("）")) {
            faults.append("mixes half- and full-width parentheses")
        }
        if withoutLinks.contains(" (") && translation.unicodeScalars.contains(where: isJapanese) {
            faults.append("half-width parentheses in Japanese text")
        }
        if translation.range(of: #"[ぁ-んァ-ヶー一-龯]\?"#, options: .regularExpression) != nil {
            faults.append("a question ends in ? instead of ？")
        }
        return faults
    }

    /// Whether something other than punctuation follows the last long-value placeholder.
    static func verbFollowsLongValue(_ translation: String) -> Bool {
        let ends = longValues.compactMap { translation.range(of: $0, options: .backwards)?.upperBound }
        guard let last = ends.max() else { return false }
        return translation[last...].contains { !$0.isPunctuation && !$0.isWhitespace }
    }

    private static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
    }
}
