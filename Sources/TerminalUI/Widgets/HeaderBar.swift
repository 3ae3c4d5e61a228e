/// The top bar: a breadcrumb of the navigation path and a right part that share the row by need.
public struct HeaderBar: Sendable {
    /// The path, outermost first.
    public var breadcrumb: [DisplayText]
    /// The right part in the forms it may take, longest first (for example the demo note with its
    /// address and the help hint, the note without the address, the hint alone).
    public var trailingForms: [DisplayText]
    /// Drawn between breadcrumb parts.
    public static let separator: DisplayText = " › "
    /// The fewest blank columns between the breadcrumb and the right part.
    public static let gap = 2
    /// The columns the breadcrumb keeps before the right part takes a shorter form.
    public static let breadcrumbMinimum = 16

    /// Creates a header whose right part has one form.
    public init(breadcrumb: [DisplayText], trailing: DisplayText = .empty) {
        self.init(breadcrumb: breadcrumb, trailingForms: trailing.isEmpty ? [] : [trailing])
    }

    /// Creates a header whose right part gives way through `trailingForms`, longest first.
    public init(breadcrumb: [DisplayText], trailingForms: [DisplayText]) {
        self.breadcrumb = breadcrumb
        self.trailingForms = trailingForms.filter { !$0.isEmpty }
    }

    /// Draws on the first row of `canvas`, a margin column at each end.
    ///
    /// The breadcrumb gives way first: its outer parts become "…", then its end is cut, down to
    /// ``breadcrumbMinimum`` columns (or its whole width when shorter). Then the right part takes its
    /// next shorter form; its last form stays while the breadcrumb keeps one column, and only then
    /// goes. Widths are display widths (``DisplayText/width``), and at least ``gap`` blank columns
    /// always separate the two.
    @MainActor
    public func draw(in canvas: Canvas, theme: Theme) {
        guard canvas.height > 0, canvas.width > 0 else { return }
        let style = theme[.header]
        canvas.fill(row: 0, from: 0, to: canvas.width, style: style)
        let (right, room) = layout(width: canvas.width)
        canvas.draw(TextLayout.truncate(path(fitting: room), toWidth: room), row: 0, column: 1, style: style)
        if !right.isEmpty {
            canvas.draw(right, row: 0, column: canvas.width - right.width - 1, style: style)
        }
    }

    /// The right part's form at `width` columns, and the columns left for the breadcrumb.
    func layout(width: Int) -> (right: DisplayText, breadcrumbRoom: Int) {
        let whole = DisplayText.joined(breadcrumb, separator: Self.separator).width
        let wanted = min(whole, Self.breadcrumbMinimum)
        func room(beside form: DisplayText) -> Int { width - 2 - form.width - Self.gap }
        if let form = trailingForms.first(where: { room(beside: $0) >= wanted }) { return (form, room(beside: form)) }
        if let last = trailingForms.last, room(beside: last) >= min(whole, 1) { return (last, room(beside: last)) }
        return (.empty, max(0, width - 1))
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
