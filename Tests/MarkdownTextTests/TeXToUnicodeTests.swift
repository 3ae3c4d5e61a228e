import Testing
import MarkdownText

@Test(arguments: [
    ("\\alpha", "α"), ("\\Omega", "Ω"), ("\\beta + \\gamma", "β + γ"), ("\\varepsilon", "ε"), ("\\pi r^2", "π r²"),
])
func greekLetters_becomeTheirCharacters(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test(arguments: [
    ("\\sum", "∑"), ("\\int", "∫"), ("\\infty", "∞"), ("\\leq", "≤"), ("\\le", "≤"), ("\\neq", "≠"), ("\\ne", "≠"),
    ("\\times", "×"), ("\\cdot", "⋅"), ("\\to", "→"), ("\\pm", "±"), ("\\approx", "≈"), ("\\in", "∈"),
    ("\\forall", "∀"), ("\\exists", "∃"), ("\\partial", "∂"), ("\\nabla", "∇"), ("\\ldots", "…"), ("\\cdots", "⋯"),
    ("\\emptyset", "∅"), ("\\iff", "⟺"), ("\\circ", "∘"),
])
func operatorsAndRelations_becomeTheirSymbols(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test func relations_betweenTerms_keepTheWrittenSpacing() {
    #expect(TeXToUnicode.convert("a \\leq b \\neq c") == "a ≤ b ≠ c")
}

@Test(arguments: [
    ("x^2", "x²"), ("x_i", "xᵢ"), ("x^{10}", "x¹⁰"), ("a_{n+1}", "aₙ₊₁"), ("e^{i\\pi}", "e^(iπ)"),
    ("x^{2}_{i}", "x²ᵢ"), ("\\sum_{i=1}^{n} i", "∑ᵢ₌₁ⁿ i"), ("x^\\alpha", "x^α"), ("f^{-1}", "f⁻¹"),
])
func scripts_useUnicodeFormsOrFallBackToCaretAndParentheses(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test func aScriptWithoutArgument_keepsItsMarker() {
    #expect(TeXToUnicode.convert("x^") == "x^")
}

@Test(arguments: [
    ("\\frac{a}{b}", "a/b"), ("\\frac{a+b}{2}", "(a+b)/2"), ("\\frac12", "1/2"), ("\\frac{10}{3}", "10/3"),
    ("\\dfrac{1}{x+1}", "1/(x+1)"), ("\\frac{(a+b)}{c}", "(a+b)/c"),
])
func fractions_useASlashWithParenthesesAroundCompoundParts(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test(arguments: [
    ("\\sqrt{x}", "√x"), ("\\sqrt{x+1}", "√(x+1)"), ("\\sqrt[3]{x}", "∛x"), ("\\sqrt[4]{2}", "∜2"),
    ("\\sqrt[n]{x}", "ⁿ√x"), ("\\sqrt2", "√2"),
])
func roots_useTheRadicalSign(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test(arguments: [
    ("\\mathbb{R}", "ℝ"), ("\\mathbb{N}", "ℕ"), ("\\mathcal{L}", "ℒ"), ("\\mathbf{x}", "𝐱"), ("\\mathbf{0}", "𝟎"),
    ("\\boldsymbol{\\alpha}", "𝛂"), ("\\mathfrak{g}", "𝔤"), ("\\mathrm{d}x", "dx"), ("\\mathit{if}", "if"),
    ("\\operatorname{f}(x)", "f(x)"), ("\\operatorname*{argmax}_x", "argmaxₓ"),
])
func alphabetCommands_styleLettersOrPrintThemPlain(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test(arguments: [
    ("\\sin x", "sin x"), ("\\log_2 n", "log₂ n"), ("\\lim_{x \\to 0} f(x)", "lim_(x → 0) f(x)"),
    ("a \\bmod b", "a mod b"), ("a \\equiv b \\pmod{n}", "a ≡ b (mod n)"),
])
func operatorNames_printAsWords(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test func text_keepsItsWordsAndSpaces() {
    #expect(TeXToUnicode.convert("x \\text{if } x > 0") == "x if x > 0")
    #expect(TeXToUnicode.convert("\\text{速度} = \\frac{d}{t}") == "速度 = d/t")
}

@Test(arguments: [
    ("\\left( x \\right)", "( x )"), ("\\left\\{ x \\right.", "{ x"), ("\\left\\langle v \\right\\rangle", "⟨ v ⟩"),
    ("\\bigl( x \\bigr)", "( x )"),
])
func delimiterSizes_leaveTheDelimiters(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test(arguments: [
    ("\\displaystyle \\sum x", "∑ x"), ("\\huge{闘魂昇華}", "闘魂昇華"), ("\\Large x", "x"), ("a\\,b", "a b"),
    ("a\\;b", "a b"), ("a\\!b", "ab"), ("a\\quad b", "a b"), ("a\\qquad b", "a b"), ("\\sum\\limits_{i} x", "∑ᵢ x"),
    ("\\textstyle\\scriptstyle y", "y"), ("\\int\\nolimits x", "∫ x"),
])
func sizeAndStyleCommands_areDroppedOrBecomeSpaces(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test func groupingBraces_areRemoved() {
    #expect(TeXToUnicode.convert("{a}+{{b}}") == "a+b")
}

@Test func lineBreaks_splitLinesAndAlignmentMarkersDisappear() {
    #expect(TeXToUnicode.convert("a &= b \\\\ &= c") == "a = b\n= c")
}

@Test func alignedEnvironment_readsLineByLine() {
    let tex = "\\begin{aligned}\nf(x) &= x^2 \\\\\n&= x \\cdot x\n\\end{aligned}"
    #expect(TeXToUnicode.convert(tex) == "f(x) = x²\n= x ⋅ x")
}

@Test func casesEnvironment_readsLineByLine() {
    let tex = "|x| = \\begin{cases} x & \\text{if } x \\geq 0 \\\\ -x & \\text{otherwise} \\end{cases}"
    #expect(TeXToUnicode.convert(tex) == "|x| = x if x ≥ 0\n-x otherwise")
}

@Test func matrix_readsRowByRow() {
    #expect(TeXToUnicode.convert("\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}") == "1 0\n0 1")
}

@Test func arrayEnvironment_dropsItsColumnLayout() {
    #expect(TeXToUnicode.convert("\\begin{array}{cc} a & b \\end{array}") == "a b")
}

@Test(arguments: [
    ("\\foo{x}", "\\foo{x}"), ("\\foo", "\\foo"), ("a \\unknowncmd b", "a \\unknowncmd b"), ("\\begin{tikzpicture}", "\\begin{tikzpicture}"),
])
func unknownCommands_keepTheirSource(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test(arguments: [("\\hat{x}", "x\u{302}"), ("\\vec{v}", "v\u{20D7}"), ("\\overline{AB}", "A\u{305}B\u{305}")])
func accents_becomeCombiningMarks(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex).unicodeScalars.elementsEqual(expected.unicodeScalars))
}

@Test(arguments: [("\\{a\\}", "{a}"), ("50\\%", "50%"), ("\\|v\\|", "‖v‖"), ("a~b", "a b")])
func escapedCharacters_printThemselves(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}
