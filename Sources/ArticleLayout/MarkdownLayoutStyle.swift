import MarkdownText
import TerminalUI

/// The styles Markdown layout draws with, resolved once from a theme.
struct MarkdownLayoutStyle {
    /// Ordinary prose.
    let normal: Style
    /// Markers, rules, borders and other chrome that should recede.
    let dim: Style
    /// Heading text.
    let heading: Style
    /// Link text and link targets such as URLs.
    let link: Style
    /// Inline and block code.
    let code: Style
    /// The bar in front of quoted lines.
    let quote: Style
    /// Formulas, inline and displayed.
    let math: Style
    /// A mention of a user.
    let mention: Style
    /// Whether inline code needs backticks because the theme gives code no look of its own.
    let marksInlineCode: Bool
    /// The colours known for code blocks.
    let highlights: CodeHighlights
    /// The layout's own words, in the caller's language.
    let words: ArticleWords
    private let theme: Theme

    /// Resolves the styles of `theme`; code blocks take their colours from `highlights`, and the
    /// layout's own words are `words`.
    init(theme: Theme, highlights: CodeHighlights = .none, words: ArticleWords = .english) {
        self.theme = theme
        self.highlights = highlights
        self.words = words
        normal = theme[.normal]
        dim = theme[.normal].merged(with: theme[.dim])
        heading = theme[.normal].merged(with: theme[.heading]).merged(with: Style(attributes: .bold))
        link = theme[.normal].merged(with: theme[.link])
        code = theme[.normal].merged(with: theme[.code])
        quote = theme[.quote]
        math = theme[.normal].merged(with: theme[.math])
        mention = theme[.normal].merged(with: theme[.author])
        marksInlineCode = theme[.code] == .plain
    }

    /// Strong text: bold on top of `base`.
    func strong(_ base: Style) -> Style {
        base.merged(with: theme[.emphasis]).merged(with: Style(attributes: .bold))
    }

    /// Emphasised text: italic on top of `base`.
    func emphasis(_ base: Style) -> Style {
        base.merged(with: Style(attributes: .italic))
    }

    /// The look of a line of a diff: added, removed or a hunk header by its first characters, else code.
    func diffLine(_ line: String) -> Style {
        if line.hasPrefix("@@") { return code.merged(with: theme[.diffHunk]) }
        if line.hasPrefix("+") { return code.merged(with: theme[.diffAdded]) }
        if line.hasPrefix("-") { return code.merged(with: theme[.diffRemoved]) }
        return code
    }

    /// The look of a token of `kind` in a highlighted code block, over the block's own look.
    func token(_ kind: CodeTokenKind) -> Style {
        theme[kind.role]
    }

    /// The border and label look of a Qiita note of `kind`.
    func note(_ kind: NoteKind) -> Style {
        switch kind {
        case .info: theme[.normal].merged(with: theme[.tag])
        case .warn: theme[.normal].merged(with: theme[.code])
        case .alert: theme[.normal].merged(with: theme[.error])
        }
    }
}
