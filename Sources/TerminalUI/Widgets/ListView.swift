/// The usual keys for dispatch only: a list shows no help of its own, so they carry no words.
private let listKeyTable = KeyTable(Movement.bindings(group: .empty, descriptions: [:]) { $0 })

/// A virtual list: selection, scrolling and drawing cost the visible rows, never the list length.
///
/// Rows come from a ``ListDataSource`` and may span several lines. The view keeps the selection
/// and the first visible row, keeps the selection in view when the size changes, and shows an empty
/// state, a loading row or an error row. Paging is the owner's: it hears of each move (kiji's list
/// presenters fetch the next page when the selection nears the end).
///
/// The lines of the rows in view are kept measured and fitted to the width between frames, so a
/// keypress measures only the rows that scrolled in. Call ``reloadData()`` whenever what the
/// source renders changes.
@MainActor
public final class ListView<Source: ListDataSource> {
    /// Where the rows come from.
    public var source: Source
    /// Styles.
    public var theme: Theme {
        didSet { if theme != oldValue { fitted = [:] } }
    }
    /// The selected row (0 when the list is empty).
    public private(set) var selection = 0
    /// The first visible row.
    public private(set) var topRow = 0
    /// Shown when there are no rows and nothing is loading, in the caller's words.
    public var emptyText: DisplayText = .empty
    /// Shows a loading row after the last row (or alone when empty).
    public var isLoading = false
    /// Shows an error row after the last row (or alone when empty).
    public var errorText: DisplayText?
    /// Shows a row after the last row saying why nothing follows; not drawn when the list is empty,
    /// which shows ``emptyText`` instead, nor while loading or failed.
    public var endText: DisplayText?
    /// The spinner frame drawn in the loading row; none when empty.
    public var loadingIndicator: DisplayText = "…"
    /// The word after the spinner frame in the loading row, in the caller's words ("Loading…").
    public var loadingText: DisplayText = .empty

    private var viewportHeight = 1
    private var viewportWidth = 80
    private var bounds = Rect(row: 0, column: 0, height: 0, width: 0)
    private var fitted: [Int: [CellLine]] = [:]
    private var fittedWidth = 0

    /// Creates a list over `source`.
    public init(source: Source, theme: Theme = .standard) {
        self.source = source
        self.theme = theme
    }

    /// Sets the size the list will be drawn at and keeps the selection in view.
    public func layout(height: Int, width: Int) {
        viewportHeight = max(1, height)
        viewportWidth = max(1, width)
        clampSelection()
        topRow = min(topRow, maxTopRow())
        scrollSelectionIntoView()
    }

    /// How many rows fit in view from the first visible one: what a page key moves by.
    public var rowsInView: Int { rowsFitting(from: topRow) }

    /// Performs a movement.
    public func perform(_ action: ListAction) {
        switch action {
        case .up: move(by: -1)
        case .down: move(by: 1)
        case .pageUp: page(by: -rowsFitting(from: topRow))
        case .pageDown: page(by: rowsFitting(from: topRow))
        case .halfPageUp: page(by: -max(1, rowsFitting(from: topRow) / 2))
        case .halfPageDown: page(by: max(1, rowsFitting(from: topRow) / 2))
        case .top: select(row: 0)
        case .bottom: select(row: source.numberOfRows - 1)
        }
    }

    /// Handles a key with the usual ``Movement`` keys and mouse wheel and clicks; returns whether it was used.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handle(mouse: event) }
        guard let action = listKeyTable.action(for: key) else { return false }
        perform(action)
        return true
    }

    /// Selects a row and scrolls it into view.
    public func select(row: Int) {
        selection = row
        clampSelection()
        scrollSelectionIntoView()
    }

    /// Call after the source's rows changed (appended page, reload): keeps selection valid.
    public func reloadData() {
        fitted = [:]
        clampSelection()
        topRow = min(topRow, maxTopRow())
        scrollSelectionIntoView()
    }

    /// Draws the visible rows, then the loading or error row if it is in view.
    public func draw(in canvas: Canvas) {
        bounds = canvas.bounds
        guard canvas.height > 0, canvas.width > 0 else { return }
        layout(height: canvas.height, width: canvas.width)
        let count = source.numberOfRows
        if count == 0 {
            drawFooter(in: canvas, line: 0, fallback: StyledLine(emptyText, style: theme[.dim]))
            return
        }
        if canvas.width != fittedWidth {
            fitted = [:]
            fittedWidth = canvas.width
        }
        let gutter = theme.listSelection.gutterWidth(forWidth: canvas.width)
        var line = 0
        if let above = partialRowAbove {
            let lines = fittedLines(row: above.row, width: canvas.width - gutter)
            let total = max(lines.count, rowHeight(above.row))
            for offset in (total - above.lines)..<total {
                let content = offset < lines.count ? lines[offset] : CellLine().fitted(toWidth: canvas.width - gutter)
                drawLine(content, selected: above.row == selection, row: line, gutter: gutter, in: canvas)
                line += 1
            }
        }
        var row = topRow
        while line < canvas.height, row < count {
            let height = rowHeight(row)
            let selected = row == selection
            let lines = fittedLines(row: row, width: canvas.width - gutter)
            for offset in 0..<height where line + offset < canvas.height {
                let content = offset < lines.count ? lines[offset] : CellLine().fitted(toWidth: canvas.width - gutter)
                drawLine(content, selected: selected, row: line + offset, gutter: gutter, in: canvas)
            }
            line += height
            row += 1
        }
        fitted = fitted.filter { $0.key >= topRow - 1 && $0.key < row }
        if row == count, line < canvas.height {
            drawFooter(in: canvas, line: line, fallback: nil)
        }
    }

    /// The row above ``topRow`` and how many of its last lines show above it: at the list's end,
    /// when the rows from ``topRow`` on (and the footer) leave lines blank at the bottom, the end of
    /// the row before them fills those lines, as a pager shows a text's end at the bottom of the
    /// screen. Elsewhere a row shows from its first line, and nil.
    private var partialRowAbove: (row: Int, lines: Int)? {
        let count = source.numberOfRows
        guard topRow > 0, topRow < count else { return nil }
        var used = footerHeight
        for row in topRow..<count {
            used += rowHeight(row)
            if used >= viewportHeight { return nil }
        }
        return (topRow - 1, min(viewportHeight - used, rowHeight(topRow - 1)))
    }

    /// A row's lines, measured and fitted to `width` once while the row stays in view.
    private func fittedLines(row: Int, width: Int) -> [CellLine] {
        if let lines = fitted[row] { return lines }
        let lines = source.render(row: row, width: width).map { CellLine($0).fitted(toWidth: width) }
        fitted[row] = lines
        return lines
    }

    private func drawLine(_ content: CellLine, selected: Bool, row: Int, gutter: Int, in canvas: Canvas) {
        guard gutter > 0 else {
            canvas.draw(selected ? content.overlaid(with: theme[.selection]) : content, row: row, column: 0)
            return
        }
        let marker = selected ? CellLine(ListSelectionStyle.marker, style: theme[.marker]) : CellLine()
        canvas.draw(marker.fitted(toWidth: gutter), row: row, column: 0)
        canvas.draw(content, row: row, column: gutter)
    }

    private var footerHeight: Int { (isLoading || errorText != nil || endText != nil) ? 1 : 0 }

    private func drawFooter(in canvas: Canvas, line: Int, fallback: StyledLine?) {
        if let errorText {
            canvas.drawFitted(StyledLine(errorText, style: theme[.error]), row: line)
        } else if isLoading {
            canvas.drawFitted(StyledLine([
                StyledSpan(loadingIndicator, style: theme[.spinner]),
                StyledSpan(loadingIndicator.isEmpty || loadingText.isEmpty ? loadingText : " " + loadingText, style: theme[.dim]),
            ]), row: line)
        } else if let fallback {
            canvas.drawFitted(fallback, row: line)
        } else if let endText {
            canvas.drawFitted(StyledLine(endText, style: theme[.dim]), row: line)
        }
    }

    private func handle(mouse event: MouseEvent) -> Bool {
        switch event.kind {
        case .wheelUp:
            move(by: -3)
        case .wheelDown:
            move(by: 3)
        case .leftClick:
            let line = event.row - bounds.row
            guard line >= 0, line < bounds.height, event.column >= bounds.column, event.column < bounds.column + bounds.width else { return false }
            var y = 0
            if let above = partialRowAbove {
                guard line >= above.lines else {
                    select(row: above.row)
                    return true
                }
                y = above.lines
            }
            var row = topRow
            while row < source.numberOfRows, y <= line {
                let height = rowHeight(row)
                if line < y + height {
                    select(row: row)
                    return true
                }
                y += height
                row += 1
            }
            return false
        case .rightClick, .release:
            return false
        }
        return true
    }

    private func move(by delta: Int) {
        select(row: selection + delta)
    }

    private func page(by delta: Int) {
        let count = source.numberOfRows
        guard count > 0 else { return }
        topRow = max(0, min(topRow + delta, maxTopRow()))
        selection = max(0, min(selection + delta, count - 1))
        scrollSelectionIntoView()
    }

    private func rowHeight(_ row: Int) -> Int {
        max(1, min(source.height(ofRow: row, width: viewportWidth), viewportHeight))
    }

    /// Rows that fit entirely from `start` downwards (at least 1).
    private func rowsFitting(from start: Int) -> Int {
        var used = 0
        var rows = 0
        var row = start
        while row < source.numberOfRows {
            used += rowHeight(row)
            if used > viewportHeight { break }
            rows += 1
            row += 1
        }
        return max(1, rows)
    }

    /// The first row to show so that `last` (and `extra` lines below it) end at the bottom.
    private func topRow(endingAt last: Int, extra: Int) -> Int {
        var used = extra
        var row = last
        while row >= 0 {
            used += rowHeight(row)
            if used > viewportHeight { return min(row + 1, last) }
            row -= 1
        }
        return 0
    }

    private func maxTopRow() -> Int {
        let count = source.numberOfRows
        guard count > 0 else { return 0 }
        return topRow(endingAt: count - 1, extra: footerHeight)
    }

    private func clampSelection() {
        let count = source.numberOfRows
        selection = count == 0 ? 0 : max(0, min(selection, count - 1))
        topRow = count == 0 ? 0 : max(0, min(topRow, count - 1))
    }

    private func scrollSelectionIntoView() {
        guard source.numberOfRows > 0 else { return }
        if selection < topRow {
            topRow = selection
            return
        }
        let extra = selection == source.numberOfRows - 1 ? footerHeight : 0
        var used = 0
        var row = topRow
        while row <= selection {
            used += rowHeight(row)
            if used > viewportHeight { break }
            row += 1
        }
        if row <= selection || used + extra > viewportHeight {
            topRow = topRow(endingAt: selection, extra: extra)
        }
    }
}
