/// Unicode super- and subscript forms; nil when any character has none.
///
/// The forms are Unicode's own: characters whose decomposition is `<super>` or `<sub>` of another
/// (SuperscriptTable, SubscriptTable). A hyphen-minus counts as the minus sign U+2212, as in TeX math.
public enum UnicodeScripts {
    /// `text` in superscript characters ("10" -> "¹⁰"), or nil when one of its characters has no such form.
    public static func superscript(_ text: String) -> String? {
        convert(text, with: superscriptForms)
    }

    /// `text` in subscript characters ("i" -> "ᵢ"), or nil when one of its characters has no such form.
    public static func `subscript`(_ text: String) -> String? {
        convert(text, with: subscriptForms)
    }

    /// True for a character that is the superscript or subscript form of another ("²", "ᵢ").
    static func isScriptForm(_ scalar: Unicode.Scalar) -> Bool {
        scriptForms.contains(scalar)
    }

    private static let superscriptForms = forms(from: SuperscriptTable.table)
    private static let subscriptForms = forms(from: SubscriptTable.table)
    private static let scriptForms = Set(superscriptForms.values).union(subscriptForms.values)

    private static func convert(_ text: String, with forms: [Unicode.Scalar: Unicode.Scalar]) -> String? {
        var converted = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard let form = forms[scalar == "-" ? "\u{2212}" : scalar] else { return nil }
            converted.append(form)
        }
        return String(converted)
    }

    private static func forms(from table: String) -> [Unicode.Scalar: Unicode.Scalar] {
        var forms: [Unicode.Scalar: Unicode.Scalar] = [:]
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: "\t").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            guard fields.count == 2 else { continue }
            forms[fields[0]] = fields[1]
        }
        return forms
    }
}
