/// Named styles for every role on screen, so screens never pick colours themselves.
public struct Theme: Sendable, Equatable {
    /// The roles a theme gives a style to.
    public enum Role: String, Sendable, CaseIterable {
        /// Ordinary text.
        case normal
        /// An article title.
        case title
        /// An author name.
        case author
        /// A tag.
        case tag
        /// Less important text (dates, counts).
        case dim
        /// The selected row, when lists highlight it.
        case selection
        /// The bar beside the selected row, when lists mark it with one.
        case marker
        /// The status bar.
        case status
        /// Error messages.
        case error
        /// The header bar.
        case header
        /// A link.
        case link
        /// Inline and block code.
        case code
        /// A block quote.
        case quote
        /// A heading inside an article.
        case heading
        /// Emphasised text.
        case emphasis
        /// Modal borders and titles.
        case border
        /// The search prompt.
        case prompt
        /// A match of the find in an article.
        case match
        /// The busy spinner.
        case spinner
        /// A formula inside an article.
        case math
        /// A keyword in a highlighted code block.
        case codeKeyword = "code.keyword"
        /// A string literal in a highlighted code block.
        case codeString = "code.string"
        /// A comment in a highlighted code block.
        case codeComment = "code.comment"
        /// A number in a highlighted code block.
        case codeNumber = "code.number"
        /// A type name in a highlighted code block.
        case codeType = "code.type"
        /// A function name in a highlighted code block.
        case codeFunction = "code.function"
        /// An operator in a highlighted code block.
        case codeOperator = "code.operator"
        /// An added (`+`) line of a diff.
        case diffAdded = "code.diff_add"
        /// A removed (`-`) line of a diff.
        case diffRemoved = "code.diff_remove"
        /// A hunk header (`@@`) of a diff.
        case diffHunk = "code.diff_hunk"

        /// The names config files written before the `code.` roles used for the diff roles.
        public static let formerNames: [String: Role] = [
            "diff_added": .diffAdded, "diff_removed": .diffRemoved, "diff_hunk": .diffHunk,
        ]

        /// The role a config file names, by its name or a former name.
        public init?(configName: String) {
            guard let role = Role(rawValue: configName) ?? Self.formerNames[configName] else { return nil }
            self = role
        }

        /// Every name a config file may use for a role.
        public static var configNames: Set<String> {
            Set(allCases.map(\.rawValue)).union(formerNames.keys)
        }
    }

    private var styles: [Role: Style]
    /// How lists mark their selected row.
    public var listSelection: ListSelectionStyle = .bar

    /// Creates a theme from a table; roles missing from it draw as `.plain`.
    public init(_ styles: [Role: Style]) {
        self.styles = styles
    }

    /// The style for `role`.
    public subscript(role: Role) -> Style {
        get { styles[role] ?? .plain }
        set { styles[role] = newValue }
    }

    /// The colour theme: default background, accents in the basic eight colours; code tokens in
    /// mid-bright 256-colour shades that read on dark and light backgrounds (a terminal with fewer
    /// colours shows their nearest basic colour, see ``Color/basic``).
    public static let standard = Theme([
        .title: Style(attributes: .bold),
        .author: Style(foreground: .green),
        .tag: Style(foreground: .cyan),
        .dim: Style(attributes: .dim),
        .selection: Style(foreground: .black, background: .cyan),
        .marker: Style(foreground: .cyan),
        .status: Style(foreground: .black, background: .white),
        .error: Style(foreground: .red, attributes: .bold),
        .header: Style(foreground: .white, background: .blue, attributes: .bold),
        .link: Style(foreground: .blue, attributes: .underline),
        .code: Style(foreground: .yellow),
        .quote: Style(foreground: .green, attributes: .dim),
        .heading: Style(foreground: .magenta, attributes: .bold),
        .emphasis: Style(attributes: .bold),
        .border: Style(foreground: .cyan),
        .prompt: Style(attributes: .bold),
        .match: Style(foreground: .black, background: .yellow),
        .spinner: Style(foreground: .yellow),
        .math: Style(foreground: .magenta),
        .codeKeyword: Style(foreground: .palette(133)),
        .codeString: Style(foreground: .palette(71)),
        .codeComment: Style(foreground: .palette(245), attributes: .italic),
        .codeNumber: Style(foreground: .palette(136)),
        .codeType: Style(foreground: .palette(37)),
        .codeFunction: Style(foreground: .palette(68)),
        .codeOperator: Style(foreground: .palette(131)),
        .diffAdded: Style(foreground: .green),
        .diffRemoved: Style(foreground: .red),
        .diffHunk: Style(foreground: .cyan),
    ])

    /// The monochrome theme: attributes only, still usable on terminals without colour or with `NO_COLOR`.
    public static let monochrome = Theme([
        .title: Style(attributes: .bold),
        .author: Style(attributes: .underline),
        .dim: Style(attributes: .dim),
        .selection: Style(attributes: .reverse),
        .marker: Style(attributes: .bold),
        .status: Style(attributes: .reverse),
        .error: Style(attributes: [.bold, .underline]),
        .header: Style(attributes: [.reverse, .bold]),
        .link: Style(attributes: .underline),
        .quote: Style(attributes: .dim),
        .heading: Style(attributes: [.bold, .underline]),
        .emphasis: Style(attributes: .bold),
        .prompt: Style(attributes: .bold),
        .match: Style(attributes: [.bold, .underline]),
        .spinner: Style(attributes: .bold),
        .diffHunk: Style(attributes: .bold),
    ])

    /// Chooses `preferred` when colours may be used, `monochrome` otherwise (keeping the
    /// preferred ``listSelection``).
    ///
    /// Colours are refused when `NO_COLOR` is set to any non-empty value or the terminal has none.
    public static func resolved(preferred: Theme = .standard, environment: [String: String], terminalHasColors: Bool) -> Theme {
        if allowsColor(environment: environment, terminalHasColors: terminalHasColors) { return preferred }
        var theme = Theme.monochrome
        theme.listSelection = preferred.listSelection
        return theme
    }

    /// Whether colours may be used, following the `NO_COLOR` convention.
    public static func allowsColor(environment: [String: String], terminalHasColors: Bool) -> Bool {
        terminalHasColors && (environment["NO_COLOR"] ?? "").isEmpty
    }
}
