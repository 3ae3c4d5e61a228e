import ArticleLayout
import MarkdownText
import TerminalUI

/// The comments as a ``ListDataSource``: a header line (author, date, `edited`), the body laid out
/// as an article's, and a blank line, made when drawn.
///
/// Only the rows drawn (or measured to scroll) are asked for and laid out, each once per width and
/// theme, so a long list costs the comments on screen. The selected comment may be scrolled (when
/// taller than the screen) and may have a focused link, drawn highlighted.
@MainActor
final class CommentRows: ListDataSource {
    /// Styles; a new theme lays the rows out again.
    var theme: Theme = .standard {
        didSet { if theme != oldValue { laidOut = [:] } }
    }
    /// The lines the list shows at once, as last drawn.
    var visibleHeight = 1
    private(set) var numberOfRows = 0
    /// The row whose scroll position and focused link are kept.
    private(set) var selected = 0
    /// The first line of the selected comment shown.
    private var offset = 0
    private var focusedLink: Int?
    private var laidOut: [Int: (width: Int, lines: [StyledLine])] = [:]
    private let rowAt: @MainActor (Int) -> CommentRow?

    /// Creates the rows; `rowAt` makes the view model of a row when it is drawn.
    init(rowAt: @escaping @MainActor (Int) -> CommentRow?) {
        self.rowAt = rowAt
    }

    /// The rows changed (their number or content).
    func reload(count: Int) {
        numberOfRows = count
        laidOut = [:]
        focusedLink = nil
        offset = 0
    }

    /// Makes `row` the selected one, from its first line and with no link focused.
    func select(_ row: Int) {
        guard row != selected else { return }
        selected = row
        offset = 0
        focusedLink = nil
    }

    /// The target of the focused link of the selected comment.
    var focusedTarget: String? {
        let targets = linkTargets()
        return focusedLink.flatMap { targets.indices.contains($0) ? targets[$0] : nil }
    }

    /// Scrolls the selected comment by `delta` lines when it is taller than the screen and can
    /// move that way; returns whether it moved.
    func scroll(by delta: Int) -> Bool {
        let lines = lines(of: selected, width: lastWidth)
        let limit = max(0, lines.count - visibleHeight)
        let wanted = max(0, min(offset + delta, limit))
        guard wanted != offset else { return false }
        offset = wanted
        return true
    }

    /// Focuses the next (or previous) link of the selected comment and scrolls it into view.
    func focusLink(forward: Bool) {
        let targets = linkTargets()
        guard !targets.isEmpty else { return }
        if let current = focusedLink {
            focusedLink = (current + (forward ? 1 : targets.count - 1)) % targets.count
        } else {
            focusedLink = forward ? 0 : targets.count - 1
        }
        guard let focusedLink, let line = firstLine(of: targets[focusedLink]) else { return }
        if line < offset || line >= offset + visibleHeight { offset = max(0, line - visibleHeight / 3) }
    }

    func height(ofRow row: Int, width: Int) -> Int {
        let count = lines(of: row, width: width).count
        return row == selected ? max(1, count - offset) : count
    }

    func render(row: Int, width: Int) -> [StyledLine] {
        let lines = lines(of: row, width: width)
        guard row == selected else { return lines }
        let shown = Array(lines.dropFirst(offset))
        guard let target = focusedTarget else { return shown }
        return shown.map { line in
            StyledLine(line.spans.map { $0.link == target ? StyledSpan($0.text, style: $0.style.merged(with: theme[.selection]), link: $0.link) : $0 })
        }
    }

    // MARK: Layout

    private var lastWidth: Int { laidOut[selected]?.width ?? laidOut.values.first?.width ?? 80 }

    /// The link targets of the selected comment, each once, in reading order.
    private func linkTargets() -> [String] {
        var seen = Set<String>()
        return lines(of: selected, width: lastWidth).flatMap(\.spans).compactMap(\.link).filter { seen.insert($0).inserted }
    }

    private func firstLine(of target: String) -> Int? {
        lines(of: selected, width: lastWidth).firstIndex { $0.spans.contains { $0.link == target } }
    }

    /// A comment's lines at `width`, laid out once per width.
    private func lines(of row: Int, width: Int) -> [StyledLine] {
        if let kept = laidOut[row], kept.width == width { return kept.lines }
        let lines = rowAt(row).map { layout($0, width: width) } ?? [StyledLine()]
        laidOut[row] = (width, lines)
        return lines
    }

    private func layout(_ comment: CommentRow, width: Int) -> [StyledLine] {
        var header = StyledLine([
            StyledSpan(TextLayout.singleLine(DisplayText(sanitizing: comment.author)), style: theme[.author], link: ArticleLink.user(comment.login).target),
            StyledSpan(DisplayText(sanitizing: "  \(comment.date)"), style: theme[.dim]),
        ])
        if comment.isEdited { header.append(StyledSpan("  edited", style: theme[.dim])) }
        if comment.isOwn { header.append(StyledSpan("  (yours)", style: theme[.dim])) }
        let indent = width > 12 ? 2 : 0
        let body = MarkdownLayout.lines(for: comment.body, width: width - indent, theme: theme)
            .map { StyledLine([StyledSpan(DisplayText(sanitizing: String(repeating: " ", count: indent)))] + $0.spans) }
        return TextLayout.wrap([header], toWidth: max(1, width)) + body + [StyledLine()]
    }
}
