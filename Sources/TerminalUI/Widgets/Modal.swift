/// A boxed overlay in the middle of the screen: help, error details or a confirmation.
public struct Modal: Sendable {
    /// The title in the top border.
    public var title: DisplayText
    /// The content, wrapped to the box.
    public var body: [StyledLine]
    /// A hint in the bottom border, such as "y: yes  n: no"; none when empty.
    public var footer: DisplayText
    /// Shorter forms of the footer, longest first: a box too narrow for the footer shows the first
    /// that fits (the last one cut short when none does).
    public var shorterFooters: [DisplayText] = []
    /// The first body line shown, for long content.
    public private(set) var scrollOffset = 0

    /// Creates a modal; every word in it is the caller's.
    public init(title: DisplayText, body: [StyledLine], footer: DisplayText) {
        self.title = title
        self.body = body
        self.footer = footer
    }

    /// A help overlay generated from a key table, titled and footed in the caller's words.
    public static func help<Action>(title: DisplayText, table: KeyTable<Action>, footer: DisplayText, theme: Theme = .standard) -> Modal {
        Modal(title: title, body: table.helpLines(theme: theme), footer: footer)
    }

    /// An error with its details, titled and footed in the caller's words.
    public static func error(
        title: DisplayText, message: DisplayText, details: DisplayText = .empty, footer: DisplayText, theme: Theme = .standard
    ) -> Modal {
        var body = [StyledLine(message, style: theme[.error])]
        if !details.isEmpty {
            body.append(StyledLine())
            body.append(StyledLine(details))
        }
        return Modal(title: title, body: body, footer: footer)
    }

    /// A yes/no question, titled and footed in the caller's words (`y: yes  n: no`).
    public static func confirmation(question: DisplayText, title: DisplayText, footer: DisplayText) -> Modal {
        Modal(title: title, body: [StyledLine(question)], footer: footer)
    }

    /// Scrolls the content by `delta` lines (clamped when drawn).
    public mutating func scroll(by delta: Int) {
        scrollOffset = max(0, scrollOffset + delta)
    }

    /// Scrolls as little as it takes for body line `line` (all its wrapped lines that fit) to be in
    /// view when the box is drawn in a canvas of `rows` by `columns`.
    public mutating func reveal(line: Int, rows: Int, columns: Int) {
        guard body.indices.contains(line) else { return }
        let layout = Layout(self, rows: rows, columns: columns)
        let first = TextLayout.wrap(Array(body[..<line]), toWidth: layout.wrapWidth).count
        let count = TextLayout.wrap([body[line]], toWidth: layout.wrapWidth).count
        let offset = min(scrollOffset, max(0, layout.wrapped.count - layout.visibleRows))
        if first < offset {
            scrollOffset = first
        } else if first + min(count, layout.visibleRows) > offset + layout.visibleRows {
            scrollOffset = first + min(count, layout.visibleRows) - layout.visibleRows
        } else {
            scrollOffset = offset
        }
    }

    /// Where the box goes in a canvas, and its content wrapped to it.
    private struct Layout {
        let boxWidth: Int
        let boxHeight: Int
        let innerWidth: Int
        let wrapped: [StyledLine]

        init(_ modal: Modal, rows: Int, columns: Int) {
            boxWidth = min(columns, max(modal.body.map(\.width).max() ?? 0, modal.title.width + 2, modal.footer.width + 2) + 4)
            innerWidth = max(0, boxWidth - 4)
            wrapped = TextLayout.wrap(modal.body, toWidth: max(1, innerWidth))
            boxHeight = min(rows, wrapped.count + 2)
        }

        /// The width the body is wrapped to.
        var wrapWidth: Int { max(1, innerWidth) }
        /// The body lines the box shows at once.
        var visibleRows: Int { max(0, boxHeight - 2) }
    }

    /// Draws the box centred in `canvas`, clipped to it however small it is.
    @MainActor
    public func draw(in canvas: Canvas, theme: Theme) {
        guard canvas.height > 0, canvas.width > 0 else { return }
        let border = theme[.border]
        let layout = Layout(self, rows: canvas.height, columns: canvas.width)
        let (boxWidth, boxHeight, innerWidth, wrapped) = (layout.boxWidth, layout.boxHeight, layout.innerWidth, layout.wrapped)
        let box = canvas.subcanvas(row: (canvas.height - boxHeight) / 2, column: (canvas.width - boxWidth) / 2, height: boxHeight, width: boxWidth)
        box.fill()
        guard box.width >= 2, box.height >= 2 else {
            box.draw(TextLayout.truncate(title, toWidth: box.width), row: 0, column: 0, style: border)
            return
        }
        let horizontal = DisplayText(alreadySanitized: String(repeating: "─", count: box.width - 2))
        box.draw("┌" + horizontal + "┐", row: 0, column: 0, style: border)
        box.draw("└" + horizontal + "┘", row: box.height - 1, column: 0, style: border)
        box.draw(TextLayout.truncate(" " + title + " ", toWidth: box.width - 2), row: 0, column: 1, style: border.merged(with: Style(attributes: .bold)))
        if !footer.isEmpty {
            let forms = [footer] + shorterFooters
            let fitting = forms.first { $0.width + 2 <= box.width - 2 } ?? forms[forms.count - 1]
            box.draw(TextLayout.truncate(" " + fitting + " ", toWidth: box.width - 2), row: box.height - 1, column: 1, style: border)
        }
        let visible = box.height - 2
        let offset = min(scrollOffset, max(0, wrapped.count - visible))
        for row in 0..<visible {
            box.draw("│", row: row + 1, column: 0, style: border)
            box.draw("│", row: row + 1, column: box.width - 1, style: border)
            let index = offset + row
            if index < wrapped.count, innerWidth > 0 {
                box.subcanvas(row: row + 1, column: 2, height: 1, width: innerWidth).drawFitted(wrapped[index], row: 0)
            }
        }
    }
}
