/// The bottom bar: a message (or error), a spinner while busy, and right-aligned facts.
public struct StatusBar: Sendable {
    /// The message on the left.
    public var message: DisplayText
    /// Draw the message in the error style.
    public var isError: Bool
    /// The spinner frame, when busy.
    public var spinner: DisplayText?
    /// Facts on the right, such as "page 3" or "rate 58/60", the most important last: when they
    /// do not all fit, the first give way first.
    public var facts: [DisplayText]

    /// Creates a status bar.
    public init(message: DisplayText = .empty, isError: Bool = false, spinner: DisplayText? = nil, facts: [DisplayText] = []) {
        self.message = message
        self.isError = isError
        self.spinner = spinner
        self.facts = facts
    }

    /// Draws on the first row of `canvas`; facts get at most half the width (the first facts left
    /// out when they do not fit, or when the message would be cut; the last cut only when it alone
    /// is too wide), the message the rest.
    @MainActor
    public func draw(in canvas: Canvas, theme: Theme) {
        guard canvas.height > 0, canvas.width > 0 else { return }
        let base = theme[.status]
        canvas.fill(row: 0, from: 0, to: canvas.width, style: base)
        var column = 0
        if let spinner {
            column = canvas.draw(spinner, row: 0, column: 1, style: base.merged(with: theme[.spinner]))
        }
        // Facts give way to a message that would otherwise be cut, but the last fact stays.
        var kept = Self.fitting(facts, toWidth: canvas.width / 2)
        while kept.count > 1, message.width > canvas.width - Self.joinedFacts(kept).width - column - 3 {
            kept.removeFirst()
        }
        let right = TextLayout.truncate(Self.joinedFacts(kept), toWidth: canvas.width / 2)
        let rightStart = canvas.width - right.width - (right.isEmpty ? 0 : 1)
        let messageStyle = isError ? base.merged(with: theme[.error]) : base
        let room = max(0, rightStart - column - 2)
        canvas.draw(TextLayout.truncate(message, toWidth: room), row: 0, column: column + 1, style: messageStyle)
        if !right.isEmpty {
            canvas.draw(right, row: 0, column: rightStart, style: base)
        }
    }

    /// The last facts that fit `width` together: the first ones give way first, and the last is
    /// kept (to be cut) when it alone is wider.
    static func fitting(_ facts: [DisplayText], toWidth width: Int) -> [DisplayText] {
        var kept = facts
        while kept.count > 1, joinedFacts(kept).width > width {
            kept.removeFirst()
        }
        return kept
    }

    /// Facts as the bar shows them, two blanks apart.
    static func joinedFacts(_ facts: [DisplayText]) -> DisplayText { DisplayText.joined(facts, separator: "  ") }
}
