/// The top bar: a breadcrumb of the navigation path and optional right-aligned text.
public struct HeaderBar: Sendable {
    /// The path, outermost first.
    public var breadcrumb: [DisplayText]
    /// Text at the right end (for example the account name).
    public var trailing: DisplayText
    /// Drawn between breadcrumb parts.
    public static let separator: DisplayText = " › "

    /// Creates a header.
    public init(breadcrumb: [DisplayText], trailing: DisplayText = .empty) {
        self.breadcrumb = breadcrumb
        self.trailing = trailing
    }

    /// Draws on the first row of `canvas`; when the path is too long its outer parts give way to "…".
    ///
    /// The trailing text (at most a third of the width) keeps a margin cell on its right and at
    /// least one blank cell between it and the path; when the width leaves no room for both, the
    /// trailing text goes and the path stays.
    @MainActor
    public func draw(in canvas: Canvas, theme: Theme) {
        guard canvas.height > 0, canvas.width > 0 else { return }
        let style = theme[.header]
        canvas.fill(row: 0, from: 0, to: canvas.width, style: style)
        var right = trailing.isEmpty ? DisplayText.empty : TextLayout.truncate(trailing, toWidth: canvas.width / 3)
        var room = canvas.width - 1 - (right.isEmpty ? 0 : right.width + 2)
        if !right.isEmpty, room < 1 {
            right = .empty
            room = canvas.width - 1
        }
        room = max(0, room)
        canvas.draw(TextLayout.truncate(path(fitting: room), toWidth: room), row: 0, column: 1, style: style)
        if !right.isEmpty {
            canvas.draw(right, row: 0, column: canvas.width - right.width - 1, style: style)
        }
    }

    private func path(fitting width: Int) -> DisplayText {
        var parts = breadcrumb
        var text = DisplayText.joined(parts, separator: Self.separator)
        while parts.count > 1, text.width > width {
            parts.removeFirst()
            text = TextLayout.ellipsis + Self.separator + DisplayText.joined(parts, separator: Self.separator)
        }
        return text
    }
}
