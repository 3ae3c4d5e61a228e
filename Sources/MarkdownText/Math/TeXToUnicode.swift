/// Turns TeX math into Unicode text where it can be done; anything unrecognised keeps its TeX source.
///
/// `\alpha` becomes α, `x^2` x², `\frac{a+b}{2}` (a+b)/2, `\mathbb{R}` ℝ; `\\` starts a new line and `&`
/// disappears, so an `aligned` block reads line by line. Linear in the input, with a nesting limit, and
/// free of control characters apart from "\n".
public enum TeXToUnicode {
    /// The Unicode rendering of the TeX math `tex` (the text between the `$` delimiters).
    public static func convert(_ tex: String) -> String {
        var renderer = TeXRenderer(source: Array(tex.unicodeScalars))
        return tidy(renderer.render())
    }

    /// Collapses runs of spaces, trims every line and the whole, and drops control characters.
    private static func tidy(_ text: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var tidied = String.UnicodeScalarView()
            var pendingSpace = false
            for scalar in line.unicodeScalars {
                if scalar.properties.isWhitespace {
                    pendingSpace = !tidied.isEmpty
                } else if scalar.properties.generalCategory != .control {
                    if pendingSpace { tidied.append(" ") }
                    pendingSpace = false
                    tidied.append(scalar)
                }
            }
            lines.append(String(tidied))
        }
        let first = lines.firstIndex { !$0.isEmpty } ?? lines.endIndex
        let last = lines.lastIndex { !$0.isEmpty } ?? first
        return first < lines.endIndex ? lines[first...last].joined(separator: "\n") : ""
    }
}
