/// The usual keys for dispatch only: a pager shows no help of its own, so they carry no words.
private let pagerKeyTable = KeyTable(
    Movement.bindings(group: .empty, descriptions: [:], action: PagerAction.move)
        + PagerAction.linkBindings(group: .empty, descriptions: [:]))

/// A pager for long styled text: scrolling, a position indicator and links that can be focused.
///
/// Paragraphs are wrapped to the width they are drawn at (once per width). Spans with a `link`
/// become link targets that Tab and Shift-Tab cycle through; Enter reports the focused target, and
/// so does a click on a link.
@MainActor
public final class TextView {
    private struct LinkSpot {
        let line: Int
        let startColumn: Int
        let endColumn: Int
    }

    private struct Link {
        let target: String
        var spots: [LinkSpot]
    }

    /// The paragraphs shown; setting them resets the layout.
    public var paragraphs: [StyledLine] {
        didSet {
            layoutWidth = nil
            laidOutWidth = nil
        }
    }
    /// Styles.
    public var theme: Theme
    /// The first visible line.
    public private(set) var topLine = 0
    /// The index of the focused link, if any.
    public private(set) var focusedLink: Int?
    /// Stretches drawn in the theme's `match` style, such as a find's matches; the lines they
    /// name are those of ``show(lines:laidOutFor:)``.
    public var marks: [TextMark] = []
    /// Stretches drawn in the `selection` style over ``marks``, such as the match being looked at.
    public var currentMarks: [TextMark] = []

    private var layoutWidth: Int?
    /// The width ``paragraphs`` were laid out for by their maker, if they were (see ``show(lines:laidOutFor:)``).
    private var laidOutWidth: Int?
    private var lines: [StyledLine] = [] {
        didSet { fitted = [:] }
    }
    /// The lines in view, measured and padded to the width, kept while they stay in view.
    private var fitted: [Int: CellLine] = [:]
    private var fittedWidth = 0
    private var links: [Link] = []
    private var viewportHeight = 1
    /// Where the view was last drawn on the screen, to find what a click points at.
    private var bounds = Rect(row: 0, column: 0, height: 0, width: 0)

    /// Creates a pager.
    public init(paragraphs: [StyledLine], theme: Theme = .standard) {
        self.paragraphs = paragraphs
        self.theme = theme
    }

    /// Shows lines that are laid out for `width` already, each at most that wide: drawn at that
    /// width they are not wrapped again (at another width they are, like any paragraphs).
    public func show(lines: [StyledLine], laidOutFor width: Int) {
        paragraphs = lines
        laidOutWidth = width
    }

    /// Moves the first visible line by `delta` lines, kept within the text at the next layout: for
    /// lines that grew or shrank above the view, so that the line being read stays in place.
    public func moveTopLine(by delta: Int) {
        topLine = max(0, topLine + delta)
    }

    /// Number of lines after wrapping at the last width.
    public var lineCount: Int { lines.count }

    /// Number of link targets.
    public var linkCount: Int { links.count }

    /// The focused link's target.
    public var focusedTarget: String? { focusedLink.map { links[$0].target } }

    /// How far the text is read: all of it in view, at the top, at the bottom, or a percentage
    /// between; the caller words it.
    public var position: TextPosition {
        let maxTop = maxTopLine
        if maxTop == 0 { return .all }
        if topLine == 0 { return .top }
        if topLine >= maxTop { return .bottom }
        return .percent(topLine * 100 / maxTop)
    }

    /// Wraps the text for `width` and records the page height.
    public func layout(height: Int, width: Int) {
        viewportHeight = max(1, height)
        if layoutWidth != width {
            layoutWidth = width
            relayout(width: width)
        }
        topLine = max(0, min(topLine, maxTopLine))
    }

    /// Performs an action; returns the link target for ``PagerAction/openLink`` when one is focused.
    @discardableResult
    public func perform(_ action: PagerAction) -> String? {
        switch action {
        case .move(.up): scroll(by: -1)
        case .move(.down): scroll(by: 1)
        case .move(.pageUp): scroll(by: -max(1, viewportHeight - 1))
        case .move(.pageDown): scroll(by: max(1, viewportHeight - 1))
        case .move(.halfPageUp): scroll(by: -max(1, viewportHeight / 2))
        case .move(.halfPageDown): scroll(by: max(1, viewportHeight / 2))
        case .move(.top): topLine = 0
        case .move(.bottom): topLine = maxTopLine
        case .nextLink: focusLink(forward: true)
        case .previousLink: focusLink(forward: false)
        case .openLink: return focusedTarget
        }
        return nil
    }

    /// Handles a key with the usual ``Movement`` and link keys, the mouse wheel and clicks on links;
    /// returns whether it was used.
    ///
    /// Opening a link, with the keys or a click, calls ``onOpenLink``.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key {
            switch event.kind {
            case .wheelUp: scroll(by: -3)
            case .wheelDown: scroll(by: 3)
            case .leftClick:
                guard let target = focusLink(at: event) else { return false }
                onOpenLink?(target)
            case .rightClick, .release: return false
            }
            return true
        }
        guard let action = pagerKeyTable.action(for: key) else { return false }
        if let target = perform(action) { onOpenLink?(target) }
        return true
    }

    /// Focuses the link under a mouse event's position, as last drawn, and returns its target; nil
    /// when no link is there.
    @discardableResult
    public func focusLink(at event: MouseEvent) -> String? {
        let line = topLine + event.row - bounds.row
        let column = event.column - bounds.column
        guard event.row >= bounds.row, event.row < bounds.row + bounds.height, column >= 0, column < bounds.width else { return nil }
        guard let index = links.firstIndex(where: { link in
            link.spots.contains { $0.line == line && (($0.startColumn)..<$0.endColumn).contains(column) }
        }) else { return nil }
        focusedLink = index
        return links[index].target
    }

    /// The lines in view, as last laid out.
    public var viewLines: Range<Int> { topLine..<(topLine + viewportHeight) }

    /// Each link with a spot in view, as last laid out, top to bottom: its index and its spots in view.
    public var linksInView: [(link: Int, spots: [TextMark])] {
        let view = viewLines
        return links.indices.compactMap { index in
            let spots = links[index].spots.filter { view.contains($0.line) }
            guard !spots.isEmpty else { return nil }
            return (index, spots.map { TextMark(line: $0.line, columns: $0.startColumn..<$0.endColumn) })
        }
    }

    /// Focuses link `index` (an index of ``linksInView``), as Tab would reach it, and returns its target.
    @discardableResult
    public func focus(link index: Int) -> String? {
        guard links.indices.contains(index) else { return nil }
        focusedLink = index
        return links[index].target
    }

    /// Called with the target when the focused link is opened through ``handle(_:)``.
    public var onOpenLink: ((String) -> Void)?

    /// Draws the visible lines, highlighting the focused link.
    public func draw(in canvas: Canvas) {
        guard canvas.height > 0, canvas.width > 0 else { return }
        bounds = canvas.bounds
        layout(height: canvas.height, width: canvas.width)
        if canvas.width != fittedWidth {
            fitted = [:]
            fittedWidth = canvas.width
        }
        let visible = topLine..<min(lines.count, topLine + canvas.height)
        for index in visible {
            canvas.draw(fittedLine(index, width: canvas.width), row: index - topLine, column: 0)
        }
        fitted = fitted.filter { visible.contains($0.key) }
        overlay(marks, with: theme[.match], in: canvas)
        overlay(currentMarks, with: theme[.selection], in: canvas)
        guard let focusedLink else { return }
        let spots = links[focusedLink].spots.map { TextMark(line: $0.line, columns: $0.startColumn..<$0.endColumn) }
        overlay(spots, with: theme[.selection], in: canvas)
    }

    /// Scrolls so that `line` is in view, a third of the way down, unless it is in view already.
    public func reveal(line: Int) {
        if line < topLine || line >= topLine + viewportHeight {
            topLine = max(0, min(line - viewportHeight / 3, maxTopLine))
        }
    }

    /// Draws the cells of each mark in view again in their style merged with `style`.
    private func overlay(_ marks: [TextMark], with style: Style, in canvas: Canvas) {
        for mark in marks where mark.line >= topLine && mark.line < min(lines.count, topLine + canvas.height) {
            let line = TextLayout.truncate(lines[mark.line], toWidth: canvas.width)
            let marked = Self.slice(line, from: mark.columns.lowerBound, to: mark.columns.upperBound)
            canvas.draw(marked.overlaid(with: style), row: mark.line - topLine, column: mark.columns.lowerBound)
        }
    }

    private func fittedLine(_ index: Int, width: Int) -> CellLine {
        if let line = fitted[index] { return line }
        let line = CellLine(lines[index]).fitted(toWidth: width)
        fitted[index] = line
        return line
    }

    private var maxTopLine: Int { max(0, lines.count - viewportHeight) }

    private func scroll(by delta: Int) {
        topLine = max(0, min(topLine + delta, maxTopLine))
    }

    private func focusLink(forward: Bool) {
        guard !links.isEmpty else { return }
        let next: Int
        if let current = focusedLink {
            next = (current + (forward ? 1 : links.count - 1)) % links.count
        } else if forward {
            next = links.firstIndex { $0.spots[0].line >= topLine } ?? 0
        } else {
            next = links.lastIndex { $0.spots[0].line < topLine + viewportHeight } ?? links.count - 1
        }
        focusedLink = next
        reveal(line: links[next].spots[0].line)
    }

    private func relayout(width: Int) {
        let previousTarget = focusedTarget
        lines = width == laidOutWidth ? paragraphs : TextLayout.wrap(paragraphs, toWidth: max(1, width))
        links = []
        var open: String?
        for (index, line) in lines.enumerated() {
            var column = 0
            for span in line.spans {
                let spanWidth = span.text.width
                defer { column += spanWidth }
                guard let target = span.link else {
                    if spanWidth > 0 { open = nil }
                    continue
                }
                let spot = LinkSpot(line: index, startColumn: column, endColumn: column + spanWidth)
                if open == target, var last = links.popLast() {
                    last.spots.append(spot)
                    links.append(last)
                } else {
                    links.append(Link(target: target, spots: [spot]))
                }
                open = target
            }
        }
        focusedLink = previousTarget.flatMap { target in links.firstIndex { $0.target == target } }
    }

    private static func slice(_ line: StyledLine, from start: Int, to end: Int) -> StyledLine {
        var kept: [StyledSpan] = []
        var column = 0
        for span in line.spans {
            var text = ""
            for character in span.text.string {
                let width = TextWidth.width(of: character)
                if column >= start && column + width <= end { text.append(character) }
                column += width
            }
            if !text.isEmpty { kept.append(StyledSpan(DisplayText(alreadySanitized: text), style: span.style, link: span.link)) }
        }
        return StyledLine(kept)
    }
}
