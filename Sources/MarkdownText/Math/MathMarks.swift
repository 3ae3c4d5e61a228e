/// The marks TeX sets around its arguments, as Unicode characters: radical signs, binomials and combining accents.
enum MathMarks {
    /// The longest argument, in scalars, that an accent such as `\overline` marks.
    private static let accentLimit = 64

    /// The radical sign for a root index: √ for none, ∛ and ∜, else the index in superscript before √.
    static func radical(index: String) -> String {
        switch index.filter({ $0 != " " }) {
        case "": return "√"
        case "3": return "∛"
        case "4": return "∜"
        case let index: return (UnicodeScripts.superscript(index) ?? "(" + index + ")") + "√"
        }
    }

    /// The binomial coefficient "n choose k" as ₙCₖ when both have subscript forms, else as C(n, k).
    static func binomial(_ n: String, _ k: String) -> String {
        guard !n.isEmpty, !k.isEmpty, let lower = UnicodeScripts.subscript(n), let choose = UnicodeScripts.subscript(k) else {
            return "C(" + n + ", " + k + ")"
        }
        return lower + "C" + choose
    }

    /// `text` with `mark` after each character that is not a space or already a combining mark; a text
    /// longer than `accentLimit` scalars stays unmarked, so that nested accents cannot multiply the output.
    static func accented(_ text: String, with mark: Unicode.Scalar) -> String {
        guard text.unicodeScalars.count <= accentLimit else { return text }
        var marked = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            marked.append(scalar)
            if scalar != " ", scalar != "\n", !Self.isCombiningMark(scalar) { marked.append(mark) }
        }
        return String(marked)
    }

    /// True in Unicode's Combining Diacritical Marks and Combining Diacritical Marks for Symbols blocks,
    /// where unicode-math's accents are.
    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        (0x300...0x36F).contains(scalar.value) || (0x20D0...0x20FF).contains(scalar.value)
    }
}
