import Testing
import MarkdownText

@Test(arguments: [
    ("\\alpha", "α"), ("\\Omega", "Ω"), ("\\beta + \\gamma", "β + γ"), ("\\varepsilon", "ε"), ("\\pi r^2", "πr²"),
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
    ("\\frac{a+b}{2}w(0,2h)^2", "((a+b)/2)w(0,2h)²"), ("\\frac32\\sqrt2", "(3/2)√2"), ("\\frac{1}{2} x", "(1/2) x"),
    ("\\frac{a}{b} + c", "a/b + c"), ("\\frac{a}{b}", "a/b"),
])
func fractionFollowedByAFactor_keepsItsParentheses(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test func angleBracketsAfterLeftAndRight_areMathematicalAngles() {
    #expect(TeXToUnicode.convert("\\left<x\\right>") == "⟨x⟩")
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
    ("\\textstyle\\scriptstyle y", "y"), ("\\int\\nolimits x", "∫x"),
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

@Test func alignedRows_lineUpAtTheirAlignmentPoints() {
    #expect(TeXToUnicode.convertAligned("\\begin{aligned}\nf(x) &= x^2 \\\\\n&= x \\cdot x\n\\end{aligned}") == ["f(x) = x²", "     = x ⋅ x"])
    #expect(TeXToUnicode.convertAligned("\\begin{eqnarray}\nx &=& 1 \\\\\nyy &\\leq& 22\n\\end{eqnarray}") == [" x = 1", "yy ≤ 22"])
    #expect(TeXToUnicode.convertAligned("x = 1") == nil)
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

@Test(arguments: [
    ("\\text{\\#}", "#"), ("\\text{\\&}", "&"), ("\\text{\\_}", "_"), ("\\text{%}", "%"), ("\\text{a\\ b~c}", "a b c"),
    ("\\text{\\{x\\}}", "{x}"), ("\\text{\\foo}", "\\foo"),
])
func textArguments_resolveTheirEscapes(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test(arguments: [
    ("\\mathrm{S\\scriptsize MALL}~\\mathrm{C\\scriptsize APS}", "SMALL CAPS"), ("\\Huge       24.88\\,\\mathrm{pt}", "24.88 pt"),
    ("\\mathrm{\\LaTeX}", "LaTeX"), ("\\mathrm{\\TeX}", "TeX"), ("\\huge{Enjoy\\ Elixir🚀}", "Enjoy Elixir🚀"),
    ("\\mathsf{Sans~Serif}", "Sans Serif"), ("(f \\ast g)(t)=\\int_{-\\infty}^{\\infty} f(\\tau) g(t - \\tau) \\, \\mathrm{d}\\tau",
        "(f ∗ g)(t)=∫_(-∞)^∞ f(τ) g(t - τ) dτ"),
])
func realQiitaMath_readsAsQiitaShowsIt(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test func realQiitaAlignBlock_readsLineByLine() {
    let tex = "\\begin{align}\n  f(x) &= x+1\\\\\n  g(x) &= x^2\\\\\n  h(x) &= \\frac{1}{\\sqrt{x}}\n\\end{align}"
    #expect(TeXToUnicode.convert(tex) == "f(x) = x+1\ng(x) = x²\nh(x) = 1/√x")
}

@Test(arguments: [
    ("\\S 2", "§2"), ("\\pounds", "£"), ("f\\colon A \\to B", "f: A → B"), ("\\square", "□"), ("\\lVert v \\rVert", "‖ v ‖"),
    ("\\label{eq:1} x", "x"), ("x \\tag{1}", "x (1)"), ("\\underbrace{a+b}_{n}", "a+bₙ"), ("\\textcolor{red}{x}", "x"),
    ("a\\phantom{b}c", "ac"), ("\\color{red} x", "x"),
])
func moreLaTeXCommands_printWhatTheyMean(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test(arguments: [("\\not\\in", "∈\u{338}"), ("\\underline{ab}", "a\u{332}b\u{332}")])
func overlaysAndUnderlines_becomeCombiningMarks(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex).unicodeScalars.elementsEqual(expected.unicodeScalars))
}

@Test(arguments: [
    ("\\frac{P(B|A)P(A)}{P(B)}", "(P(B|A)P(A))/P(B)"), ("\\frac{\\rho}{\\varepsilon_0}", "ρ/ε₀"), ("\\frac{x^2}{2}", "x²/2"),
    ("\\frac{f(x)}{g(x)}", "f(x)/g(x)"), ("\\frac{dy}{dx}", "(dy)/(dx)"), ("\\frac{10^{-3}}{2}", "10⁻³/2"),
])
func fractionParts_thatReadAsOneUnit_needNoParentheses(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test(arguments: [
    ("\\lambda I", "λI"), ("\\partial f", "∂f"), ("\\forall x \\exists y", "∀x ∃y"), ("\\eta \\nabla f", "η∇f"),
    ("a \\leq b", "a ≤ b"), ("\\alpha + \\beta", "α + β"), ("\\sin x", "sin x"),
])
func ordinarySymbols_sitAgainstTheirNeighboursAsTeXSetsThem(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test(arguments: [
    ("\\overset{n}{\\to}", "→ⁿ"), ("\\stackrel{\\text{def}}{=}", "=ᵈᵉᶠ"), ("\\underset{x}{\\max}", "maxₓ"),
    ("\\overset{?}{=}", "=^?"), ("\\overset{a}", "\\overset{a}"),
])
func stackedCommands_putTheirTopOrBottomAsAScript(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}

@Test(arguments: [("\\binom{n}{k}", "ₙCₖ"), ("\\binom{5}{2}", "₅C₂"), ("\\binom{n}{\\alpha}", "C(n, α)"), ("\\binom{n}", "\\binom{n}")])
func binomials_useTheSchoolNotationWhereSubscriptsExist(tex: String, expected: String) {
    #expect(TeXToUnicode.convert(tex) == expected)
}
