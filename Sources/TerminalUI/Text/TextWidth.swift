/// Display width in terminal columns, decided per grapheme cluster.
///
/// - ASCII printable characters are one column, controls zero (fast path).
/// - A cluster with VS16 (U+FE0F), an emoji ZWJ sequence, a regional-indicator pair (flag) or an
///   emoji-presentation base is two columns, as terminals draw them.
/// - Otherwise the first scalar decides: East Asian Wide/Fullwidth two, combining and format
///   characters zero, everything else one (table taken from glibc's `wcwidth`).
public enum TextWidth {
    /// The number of columns `character` occupies.
    public static func width(of character: Character) -> Int {
        // One UTF-8 byte is one ASCII scalar. (`isASCII` and `asciiValue` first compare the
        // character with "\r\n" as strings, which costs more than the rest; "\r\n" is measured
        // below, as the control it starts with.)
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first { return byte >= 0x20 && byte < 0x7F ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1 {
            if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
            if isRegionalIndicator(first) { return 2 }
            if first.properties.isEmoji, scalars.contains(where: { $0.value == 0x200D }) { return 2 }
        }
        if scalars.count == 1, isCJKOrFullwidth(first) { return width(ofScalar: first) }
        if first.value >= 0x300, first.properties.isEmojiPresentation { return 2 }
        return width(ofScalar: first)
    }

    /// CJK punctuation, kana, ideographs, Hangul syllables and full-width forms: no emoji among
    /// them draws as one, so their width needs no Unicode property lookup (the common case in Qiita).
    private static func isCJKOrFullwidth(_ scalar: Unicode.Scalar) -> Bool {
        (0x3000...0xD7A3).contains(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value)
    }

    /// The number of columns `text` occupies, summed over its grapheme clusters.
    public static func width<S: StringProtocol>(of text: S) -> Int {
        var total = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return text.reduce(0) { $0 + width(of: $1) } }
            if byte >= 0x20 && byte < 0x7F { total += 1 }
        }
        return total
    }

    /// The number of columns `text` occupies while that is at most `limit`; past it, some number
    /// greater than `limit`, found without reading the rest of `text`.
    static func width(of text: String, upTo limit: Int) -> Int {
        var total = 0
        for character in text {
            total += width(of: character)
            if total > limit { break }
        }
        return total
    }

    /// The width of a single scalar standing alone (no cluster rules).
    static func width(ofScalar scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 {
            return (value < 0x20 || (0x7F...0x9F).contains(value)) ? 0 : 1
        }
        if contains(WidthTables.wide, value) { return 2 }
        if contains(WidthTables.zero, value) { return 0 }
        return 1
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = ranges[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
