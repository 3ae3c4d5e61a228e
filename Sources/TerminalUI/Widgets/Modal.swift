/// A boxed overlay in the middle of the screen: help, error details or a confirmation.
public struct Modal: Sendable {
    /// The title in the top border.
    public var title: DisplayText
    /// The content, wrapped to the box.
    public var body: [StyledLine]
    /// A hint in the bottom border, such as "y: yes  n: no"; none when empty.
    public var footer: DisplayText
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

    /// Draws the box centred in `canvas`, clipped to it however small it is.
    @MainActor
    public func draw(in canvas: Canvas, theme: Theme) {
        guard canvas.height > 0, canvas.width > 0 else { return }
        let border = theme[.border]
        let boxWidth = min(canvas.width, max(body.map(\.width).max() ?? 0, title.width + 2, footer.width + 2) + 4)
        let innerWidth = max(0, boxWidth - 4)
        let wrapped = TextLayout.wrap(body, toWidth: max(1, innerWidth))
        let boxHeight = min(canvas.height, wrapped.count + 2)
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
            box.draw(TextLayout.truncate(" " + footer + " ", toWidth: box.width - 2), row: box.height - 1, column: 1, style: border)
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
