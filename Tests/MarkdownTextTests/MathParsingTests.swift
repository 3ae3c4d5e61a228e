import Testing
import MarkdownText

@Test func inlineMath_isAMathSpanOfTheConvertedTeX() {
    #expect(paragraphSpans("面積は $\\pi r^2$ です") == [plain("面積は "), span(TeXToUnicode.convert("\\pi r^2"), .math), plain(" です")])
}

@Test func inlineMath_sizeCommandsAreDropped() {
    #expect(paragraphSpans("**$\\huge{闘魂昇華}$**") == [span("闘魂昇華", [.strong, .math])])
}

@Test func inlineMath_isNotReadAsMarkdown() {
    #expect(paragraphSpans("$a*b*c$ and $x_1 + y_1$ and $\\{a\\}$") == [
        span(TeXToUnicode.convert("a*b*c"), .math), plain(" and "),
        span(TeXToUnicode.convert("x_1 + y_1"), .math), plain(" and "),
        span(TeXToUnicode.convert("\\{a\\}"), .math),
    ])
}

@Test func qiitaBacktickForm_isMath() {
    #expect(paragraphSpans("$`\\alpha_i`$") == [span(TeXToUnicode.convert("\\alpha_i"), .math)])
}

@Test func dollarsAsCurrency_areNotMath() {
    #expect(paragraphSpans("It costs $5 and $10.") == [plain("It costs $5 and $10.")])
    #expect(paragraphSpans("$ npm install と $HOME") == [plain("$ npm install と $HOME")])
    #expect(paragraphSpans("between $20$30") == [plain("between $20$30")])
}

@Test func escapedDollar_isNoDelimiter() {
    #expect(paragraphSpans("\\$x$ y") == [plain("$x$ y")])
}

@Test func dollarsInCode_stayCode() {
    #expect(paragraphSpans("`echo $A $B$` と `$x$`") == [span("echo $A $B$", .code), plain(" と "), span("$x$", .code)])
    #expect(blocks("```sh\necho $HOME$\n$$\n```") == [.code(CodeBlock(language: "sh", lines: ["echo $HOME$", "$$"]))])
    #expect(blocks("    $x$ indented") == [.code(CodeBlock(lines: ["$x$ indented"]))])
}

@Test func displayMath_onLinesOfItsOwn_isAMathBlock() {
    #expect(blocks("前\n$$\n\\sum_{i=1}^{n} i\n$$\n後") == [
        para("前"),
        .math(MathBlock(lines: [TeXToUnicode.convert("\\sum_{i=1}^{n} i")], source: "\\sum_{i=1}^{n} i")),
        para("後"),
    ])
}

@Test func displayMath_onOneLine_isAMathBlock() {
    #expect(blocks("$$E = mc^2$$") == [.math(MathBlock(lines: [TeXToUnicode.convert("E = mc^2")], source: "E = mc^2"))])
}

@Test func displayMath_keepsItsLines() {
    let tex = "\\alpha \\\\\n\\beta"
    #expect(blocks("$$\n\(tex)\n$$") == [.math(MathBlock(lines: ["α", "β"], source: tex))])
}

@Test func displayMath_neverClosed_isText() {
    #expect(blocks("$$\nx") == [para("$$\nx")])
}

@Test func mathFence_isAMathBlock() {
    #expect(blocks("```math\n\\frac{a}{b}\n```") == [.math(MathBlock(lines: [TeXToUnicode.convert("\\frac{a}{b}")], source: "\\frac{a}{b}"))])
}

@Test func mathInsideHTML_isMath() {
    #expect(paragraphSpans("<font color=\"purple\">$\\huge{ダサい}$</font>") == [span("ダサい", .math)])
}

@Test func mathInLinkURL_isLeftAsWritten() {
    #expect(MarkdownParser.parse("[x](https://e.example/$a$)").links.map(\.url) == ["https://e.example/$a$"])
}
