import TerminalUI

/// Rows of any height as a ``ListDataSource``: each made when drawn, laid out once per width and
/// theme (the list measures at its width and draws beside its selection margin, so a row keeps
/// both), the selected one scrolled line by line when it is taller than the list.
///
/// Only the rows drawn (or measured to scroll) are asked for, from `rowAt` (the presenter), and
/// laid out by `layout` (the view), so a long list costs the rows on screen and a row whose text
/// wraps is measured and drawn from one layout. The view tells it the list's selection
/// (``select(_:)``) and lets the page keys scroll the selected row first (``scroll(_:)``), so the
/// end of a row taller than the screen can be read before the selection moves on. A link of the
/// selected row may be focused (``focusLink(forward:)``) and is then drawn highlighted.
@MainActor
final class LaidOutRows<Row>: ListDataSource {
    /// Styles; a new theme lays the rows out again.
    var theme: Theme = .standard {
        didSet { if theme != oldValue { laidOut = [:] } }
    }
    /// The lines the list shows at once, as last drawn.
    var visibleHeight = 1
    private(set) var numberOfRows = 0
    /// The row whose scroll position and focused link are kept: the list's selection, as last told.
    private(set) var selected = 0
    /// The first line of the selected row shown.
    private(set) var offset = 0
    /// The target of the focused link of the selected row, drawn highlighted; nil when none is.
    private(set) var focusedLink: String?
    /// Stretches of rows' lines drawn in the match style (a find's matches), by row, each counted
    /// in its row's own lines.
    var marks: [Int: [TextMark]] = [:]
    /// Stretches drawn in the selection style over ``marks`` (the match looked at), the same way.
    var currentMarks: [Int: [TextMark]] = [:]
    /// Each row's lines by the width they were laid out at.
    private var laidOut: [Int: [Int: [StyledLine]]] = [:]
    /// The width rows were last drawn at; nil until one is.
    private var drawnWidth: Int?
    private let rowAt: @MainActor (Int) -> Row?
    private let layout: @MainActor (Row, Int, Theme) -> [StyledLine]

    /// Creates the rows; `rowAt` makes the view model of a row when it is drawn, `layout` makes its
    /// lines at a width with a theme.
    init(rowAt: @escaping @MainActor (Int) -> Row?, layout: @escaping @MainActor (Row, Int, Theme) -> [StyledLine]) {
        self.rowAt = rowAt
        self.layout = layout
    }

    /// The rows changed (their number or content): they are laid out again when drawn, and the
    /// selected one shows from its first line with no link focused.
    func reload(count: Int) {
        numberOfRows = count
        laidOut = [:]
        focusedLink = nil
        offset = 0
    }

    /// Makes `row` the selected one, from its first line and with no link focused; returns whether
    /// it was not the selected one already.
    @discardableResult
    func select(_ row: Int) -> Bool {
        guard row != selected else { return false }
        selected = row
        offset = 0
        focusedLink = nil
        return true
    }

    /// Scrolls the selected row for a page movement (a page or half a page, up or down) when it is
    /// taller than the list and can move that way; returns whether it did. Other movements never
    /// scroll: they move the selection.
    func scroll(_ movement: ListAction) -> Bool {
        let page = max(1, visibleHeight - 1)
        let half = max(1, visibleHeight / 2)
        switch movement {
        case .pageDown: return scroll(by: page)
        case .halfPageDown: return scroll(by: half)
        case .pageUp: return scroll(by: -page)
        case .halfPageUp: return scroll(by: -half)
        case .up, .down, .top, .bottom: return false
        }
    }

    /// Scrolls the selected row by `delta` lines when it is taller than the list and can move that
    /// way; returns whether it moved.
    func scroll(by delta: Int) -> Bool {
        let limit = max(0, selectedLines.count - visibleHeight)
        let wanted = max(0, min(offset + delta, limit))
        guard wanted != offset else { return false }
        offset = wanted
        return true
    }

    /// Focuses the next (or previous) link of the selected row, from the first (or last) when none
    /// is focused, and scrolls it into view.
    func focusLink(forward: Bool) {
        let targets = linkTargets()
        guard !targets.isEmpty else { return }
        if let current = focusedLink.flatMap(targets.firstIndex(of:)) {
            focusedLink = targets[(current + (forward ? 1 : targets.count - 1)) % targets.count]
        } else {
            focusedLink = forward ? targets[0] : targets[targets.count - 1]
        }
        guard let line = selectedLines.firstIndex(where: { $0.spans.contains { $0.link == focusedLink } }) else { return }
        if line < offset || line >= offset + visibleHeight { offset = max(0, line - visibleHeight / 3) }
    }

    func height(ofRow row: Int, width: Int) -> Int {
        let count = lines(of: row, width: width).count
        return row == selected ? max(1, count - offset) : count
    }

    func render(row: Int, width: Int) -> [StyledLine] {
        drawnWidth = width
        let lines = marked(lines(of: row, width: width), row: row)
        guard row == selected else { return lines }
        let shown = Array(lines.dropFirst(offset))
        guard let target = focusedLink else { return shown }
        return shown.map { line in
            StyledLine(line.spans.map { $0.link == target ? StyledSpan($0.text, style: $0.style.merged(with: theme[.selection]), link: $0.link) : $0 })
        }
    }

    /// Every row's lines at the width rows were last drawn at, the first row's first (what a find
    /// reads).
    func linesOfEveryRow() -> [[StyledLine]] {
        (0..<numberOfRows).map { lines(of: $0, width: lastWidth) }
    }

    /// Scrolls the selected row so that its line `line` is in view, a third of the way down the
    /// list unless it was in view already.
    func reveal(line: Int) {
        guard line < offset || line >= offset + visibleHeight else { return }
        offset = max(0, min(line - visibleHeight / 3, selectedLines.count - visibleHeight))
    }

    /// `lines` of `row` with its ``marks`` and ``currentMarks`` drawn.
    private func marked(_ lines: [StyledLine], row: Int) -> [StyledLine] {
        var lines = lines
        for (marks, style) in [(self.marks[row] ?? [], theme[.match]), (currentMarks[row] ?? [], theme[.selection])] {
            for mark in marks where lines.indices.contains(mark.line) {
                lines[mark.line] = lines[mark.line].overlaid(with: style, columns: mark.columns)
            }
        }
        return lines
    }

    // MARK: Layout

    /// The selected row's lines at the width rows were last drawn at.
    private var selectedLines: [StyledLine] { lines(of: selected, width: lastWidth) }

    /// The width rows were last drawn at (else one they were laid out at, else 80).
    var lastWidth: Int { drawnWidth ?? laidOut[selected]?.keys.first ?? laidOut.values.first?.keys.first ?? 80 }

    /// The link targets of the selected row, each once, in reading order.
    private func linkTargets() -> [String] {
        var seen = Set<String>()
        return selectedLines.flatMap(\.spans).compactMap(\.link).filter { seen.insert($0).inserted }
    }

    /// A row's lines at `width`, laid out once per width.
    private func lines(of row: Int, width: Int) -> [StyledLine] {
        if let kept = laidOut[row]?[width] { return kept }
        let lines = rowAt(row).map { layout($0, width, theme) } ?? [StyledLine()]
        laidOut[row, default: [:]][width] = lines
        return lines
    }
}
