/// What kiji does with each TeX command that is not a symbol: the LaTeX and amsmath vocabulary
/// Qiita articles use (MathJax accepts the same names).
enum TeXCommand: Equatable {
    /// Sizes, styles and limits placement: they change how TeX sets the math, not what it says. The
    /// spaces after them go too, as TeX skips the spaces after a command name: `S\scriptsize MALL` is "SMALL".
    case ignored
    /// `\quad`, `\enspace`: a space.
    case space
    /// `\left`, `\right`, `\middle`: the delimiter that follows is printed, a `.` (no delimiter) is not.
    case delimiterSize
    /// `\frac{a}{b}` and its text-size and display-size forms.
    case fraction
    /// `\binom{n}{k}`: ₙCₖ, the school notation, when both have subscript forms, else C(n, k).
    case binomial
    /// `\sqrt[n]{x}`.
    case root
    /// `\text{…}`: the argument is text, printed as written apart from its escapes (`\#`, `\ `, `~`).
    case text
    /// `\mathrm{d}`, `\operatorname{f}`: the argument is printed without restyling.
    case plainArgument
    /// `\mathbb{R}`: the argument's letters and digits in a unicode-math alphabet ("Bbb", "mbf", "mscr", "mfrak").
    case alphabet(String)
    /// `\color{red}`, `\label{eq}`, `\phantom{x}`: the argument is dropped.
    case droppedArgument
    /// `\textcolor{red}{x}`: the first argument is dropped, the second printed.
    case secondArgument
    /// `\pmod{n}`: "(mod n)".
    case parenthesisedModulus
    /// `\tag{1}`: the equation's label in parentheses, "(1)".
    case tag
    /// `\overset{a}{b}`, `\stackrel{a}{b}`: b with a as its superscript; `\underset{a}{b}`: as its subscript.
    case stacked(above: Bool)
    case beginEnvironment
    case endEnvironment

    /// The command's role, or nil when it is a symbol or unknown.
    static func named(_ name: String) -> TeXCommand? { commands[name] }

    /// Environments whose content reads line by line once `\\` breaks lines and `&` is dropped.
    static let lineByLineEnvironments: Set<String> = [
        "aligned", "align", "align*", "alignat", "alignat*", "alignedat", "gather", "gather*", "gathered",
        "equation", "equation*", "split", "multline", "multline*", "eqnarray", "eqnarray*", "cases", "dcases",
        "rcases", "matrix", "pmatrix", "bmatrix", "Bmatrix", "vmatrix", "Vmatrix", "smallmatrix", "array",
        "subarray",
    ]

    /// Environments with one more argument after their name (a column count or a column layout).
    static let environmentsWithArgument: Set<String> = ["alignat", "alignat*", "alignedat", "array", "subarray"]

    private static let commands: [String: TeXCommand] = {
        var commands: [String: TeXCommand] = [:]
        let ignored = [
            "displaystyle", "textstyle", "scriptstyle", "scriptscriptstyle", "tiny", "scriptsize", "footnotesize",
            "small", "normalsize", "large", "Large", "LARGE", "huge", "Huge", "limits", "nolimits", "big", "Big",
            "bigg", "Bigg", "bigl", "bigr", "Bigl", "Bigr", "biggl", "biggr", "Biggl", "Biggr", "bigm", "Bigm",
            "biggm", "Biggm", "negthinspace", "negmedspace", "negthickspace", "nonumber", "notag", "strut",
            "mathstrut", "bf", "it", "rm", "cal", "boldmath", "unboldmath", "hline", "centering",
        ]
        for name in ignored { commands[name] = .ignored }
        for name in ["quad", "qquad", "enspace", "thinspace", "medspace", "thickspace", "enskip", "space"] {
            commands[name] = .space
        }
        for name in ["left", "right", "middle"] { commands[name] = .delimiterSize }
        for name in ["frac", "dfrac", "tfrac", "cfrac"] { commands[name] = .fraction }
        commands["sqrt"] = .root
        for name in ["binom", "dbinom", "tbinom"] { commands[name] = .binomial }
        for name in ["text", "textrm", "textit", "textbf", "textsf", "texttt", "textnormal", "textup", "mbox", "hbox"] {
            commands[name] = .text
        }
        let plainArguments = [
            "mathrm", "mathit", "mathnormal", "mathsf", "mathtt", "operatorname", "mathop", "boxed", "mathord",
            "overbrace", "underbrace", "mathbin", "mathrel",
        ]
        for name in plainArguments {
            commands[name] = .plainArgument
        }
        let alphabets = [
            "mathbb": "Bbb", "mathbf": "mbf", "boldsymbol": "mbf", "bm": "mbf", "mathcal": "mscr", "mathscr": "mscr",
            "mathfrak": "mfrak", "mathbfit": "mbfit",
        ]
        for (name, prefix) in alphabets { commands[name] = .alphabet(prefix) }
        for name in ["color", "label", "phantom", "hphantom", "vphantom", "hspace", "vspace"] {
            commands[name] = .droppedArgument
        }
        for name in ["textcolor", "colorbox"] { commands[name] = .secondArgument }
        commands["tag"] = .tag
        for name in ["overset", "stackrel"] { commands[name] = .stacked(above: true) }
        commands["underset"] = .stacked(above: false)
        commands["pmod"] = .parenthesisedModulus
        commands["begin"] = .beginEnvironment
        commands["end"] = .endEnvironment
        return commands
    }()
}
