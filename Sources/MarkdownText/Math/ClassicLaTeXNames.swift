/// LaTeX's own names that unicode-math's table and package aliases do not carry.
///
/// Sources: the LaTeX2e kernel as shipped in Debian bookworm's texlive-latex-base 2022.20230122-3
/// (latex.ltx, fontmath.ltx) and amsmath.sty; LaTeX Project Public License 1.3c.
enum ClassicLaTeXNames {
    /// A classic name and the unicode-math command for the same symbol.
    static let symbolAliases: [String: String] = [
        // latex.ltx: \let\ldots\dots, and \dots is \mathellipsis (U+2026, unicode-math's \unicodeellipsis).
        "dots": "unicodeellipsis",
        "ldots": "unicodeellipsis",
        // fontmath.ltx: \DeclareRobustCommand\cdots{\mathinner{\cdotp\cdotp\cdotp}} (U+22EF).
        "cdots": "unicodecdots",
        // fontmath.ltx: \iff{\;\Longleftrightarrow\;}; amsmath.sty: \implies{\;\Longrightarrow\;},
        // \impliedby{\;\Longleftarrow\;}.
        "iff": "Longleftrightarrow",
        "implies": "Longrightarrow",
        "impliedby": "Longleftarrow",
        // latex.ltx: \overline and \underline draw a rule over or under their argument; Unicode's
        // combining overline and low line (unicode-math's \overbar, \mathunderbar) do the same per character.
        "overline": "overbar",
        "underline": "mathunderbar",
        // unicode-math-xetex.sty: \DeclareDocumentCommand \not {m} overlays \notaccent (U+0338) on its argument.
        "not": "notaccent",
        // unicode-math-xetex.sty: \colon is a punctuation ":" (unicode-math's \mathcolon).
        "colon": "mathcolon",
        // latex.ltx: \S, \P and \pounds print \mathsection, \mathparagraph and \mathsterling in math.
        "S": "mathsection",
        "P": "mathparagraph",
        "pounds": "mathsterling",
        // amssymb.sty \square and latexsym.sty \Box: the white square U+25A1 (unicode-math's \mdlgwhtsquare).
        "square": "mdlgwhtsquare",
        "Box": "mdlgwhtsquare",
        // amsmath.sty: \lVert and \rVert are the double bar \Vert as an opening and a closing fence.
        "lVert": "Vert",
        "rVert": "Vert",
    ]

    /// latex.ltx's logos, which print their own names: \TeX and \LaTeX.
    static let logos: [String: String] = ["TeX": "TeX", "LaTeX": "LaTeX", "LaTeXe": "LaTeX2ε"]

    /// latex.ltx's \DeclareRobustCommand\log{\mathop{\operator@font log}\nolimits} and its siblings: the
    /// command name and the upright text it prints (\limsup prints "lim\,sup").
    static let operatorNames: [String: String] = [
        "log": "log", "lg": "lg", "ln": "ln", "lim": "lim", "limsup": "lim sup", "liminf": "lim inf",
        "sin": "sin", "arcsin": "arcsin", "sinh": "sinh", "cos": "cos", "arccos": "arccos", "cosh": "cosh",
        "tan": "tan", "arctan": "arctan", "tanh": "tanh", "cot": "cot", "coth": "coth", "sec": "sec", "csc": "csc",
        "max": "max", "min": "min", "sup": "sup", "inf": "inf", "arg": "arg", "ker": "ker", "dim": "dim",
        "hom": "hom", "det": "det", "exp": "exp", "Pr": "Pr", "gcd": "gcd", "deg": "deg",
        // latex.ltx: \bmod prints "mod" between its operands.
        "bmod": "mod",
    ]
}
