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
        // combining overline and macron below (unicode-math's \overbar, \underbar) do the same per character.
        "overline": "overbar",
        "underline": "underbar",
    ]

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
