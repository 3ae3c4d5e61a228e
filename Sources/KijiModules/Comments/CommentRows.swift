import ArticleLayout
import TerminalUI

extension CommentsView {
    /// The lines of one comment at `width`: a header line (author, date, `edited`, `(yours)`), the
    /// body laid out as an article's (code, mentions, links, notes), indented, and a blank line.
    ///
    /// The author's name links to their items, so Tab reaches it as it reaches the body's links.
    static func lines(of comment: CommentRow, width: Int, theme: Theme) -> [StyledLine] {
        var header = StyledLine([
            StyledSpan(TextLayout.singleLine(DisplayText(sanitizing: comment.author)), style: theme[.author], link: ArticleLink.user(comment.login).target),
            StyledSpan(DisplayText(sanitizing: "  \(comment.date)"), style: theme[.dim]),
        ])
        if comment.isEdited { header.append(StyledSpan("  " + tr("edited"), style: theme[.dim])) }
        if comment.isOwn { header.append(StyledSpan("  " + tr("(yours)"), style: theme[.dim])) }
        let indent = width > 12 ? 2 : 0
        let body = MarkdownLayout.lines(for: comment.body, width: width - indent, theme: theme, words: .translated)
            .map { StyledLine([StyledSpan(DisplayText(sanitizing: String(repeating: " ", count: indent)))] + $0.spans) }
        return TextLayout.wrap([header], toWidth: max(1, width)) + body + [StyledLine()]
    }
}
