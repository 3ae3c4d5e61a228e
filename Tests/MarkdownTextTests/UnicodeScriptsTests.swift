import Testing
import MarkdownText

@Test(arguments: [("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹"), ("n+1", "ⁿ⁺¹"), ("(x)", "⁽ˣ⁾"), ("-i", "⁻ⁱ"), ("\u{2212}1", "⁻¹"), ("a", "ᵃ"), ("", "")])
func superscript_mapsEveryCharacter(text: String, expected: String) {
    #expect(UnicodeScripts.superscript(text) == expected)
}

@Test(arguments: [("0123456789", "₀₁₂₃₄₅₆₇₈₉"), ("i+j", "ᵢ₊ⱼ"), ("x", "ₓ"), ("(n)", "₍ₙ₎"), ("-1", "₋₁")])
func subscript_mapsEveryCharacter(text: String, expected: String) {
    #expect(UnicodeScripts.subscript(text) == expected)
}

@Test(arguments: ["π", "S", "x y", "日", "1.5"])
func superscript_isNilWhenACharacterHasNoForm(text: String) {
    #expect(UnicodeScripts.superscript(text) == nil)
}

@Test(arguments: ["b", "z", "π"])
func subscript_isNilWhenACharacterHasNoForm(text: String) {
    #expect(UnicodeScripts.subscript(text) == nil)
}

@Test func ordinalIndicators_areNotUsedAsSuperscriptLetters() {
    #expect(UnicodeScripts.superscript("ao") == "ᵃᵒ")
}
