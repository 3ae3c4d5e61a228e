import Testing
import MarkdownText

@Test func deepBraceNesting_isBoundedAndKeepsTheInnermostText() {
    let depth = 20_000
    let tex = String(repeating: "{", count: depth) + "x" + String(repeating: "}", count: depth)
    let converted = TeXToUnicode.convert(tex)
    #expect(converted.contains("x"))
    #expect(converted.count <= tex.count)
}

@Test func unbalancedBraces_keepTheStrayBrace() {
    #expect(TeXToUnicode.convert("a}b") == "a}b")
    #expect(TeXToUnicode.convert("{a") == "{a")
    #expect(TeXToUnicode.convert("\\frac{a}{b") == "a/{b")
}

@Test func aHundredThousandCharacters_areConverted() {
    let tex = String(repeating: "\\alpha^{2}_{i} + ", count: 6_000)
    let converted = TeXToUnicode.convert(tex)
    #expect(tex.count > 100_000)
    #expect(converted.hasPrefix("α²ᵢ + α²ᵢ"))
    #expect(converted.filter { $0 == "α" }.count == 6_000)
}

@Test func chainedCommandsWithoutBraces_areBounded() {
    let tex = String(repeating: "\\sqrt", count: 5_000) + " x"
    let converted = TeXToUnicode.convert(tex)
    #expect(converted.hasPrefix("√√√"))
    #expect(converted.contains("x"))
    #expect(converted.count < tex.count * 2)
}

@Test func danglingBackslashAndScripts_doNotCrash() {
    #expect(TeXToUnicode.convert("x\\") == "x\\")
    #expect(TeXToUnicode.convert("^_^_") == "^_^_")
    #expect(TeXToUnicode.convert("\\frac") == "\\frac")
    #expect(TeXToUnicode.convert("\\sqrt[3") == "\\sqrt[3")
    #expect(TeXToUnicode.convert("") == "")
}

@Test func controlCharacters_neverReachTheOutput() {
    let converted = TeXToUnicode.convert("a\u{1B}[31m\u{7}b\u{0}\\text{c\u{1B}d}\u{9}e")
    #expect(!converted.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
    #expect(converted.contains("a"))
}

@Test func nestedAccents_doNotMultiplyTheOutput() {
    let tex = String(repeating: "\\hat{", count: 5_000) + "x" + String(repeating: "}", count: 5_000)
    let converted = TeXToUnicode.convert(tex)
    #expect(converted.contains("x"))
    #expect(converted.unicodeScalars.count < tex.unicodeScalars.count)
}

@Test func nestedStylesAndFractions_stayLinear() {
    for open in ["\\mathbb{", "\\frac{", "x_{", "\\sqrt{"] {
        let tex = String(repeating: open, count: 5_000) + "x" + String(repeating: "}", count: 5_000)
        #expect(TeXToUnicode.convert(tex).unicodeScalars.count < tex.unicodeScalars.count * 2)
    }
}
