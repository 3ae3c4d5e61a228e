/// Text that is safe to draw: it can only be made by passing through the ``Sanitizer``.
///
/// Widgets accept `DisplayText`, never `String`, so untrusted text cannot reach the terminal by
/// accident. String literals (UI chrome) are sanitised too; the cost is negligible.
public struct DisplayText: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The sanitised characters.
    public let string: String

    /// Sanitises untrusted `text` for display.
    public init(sanitizing text: String) {
        string = Sanitizer.sanitize(text)
    }

    /// Sanitises a literal used as UI chrome.
    public init(stringLiteral value: String) {
        self.init(sanitizing: value)
    }

    /// Wraps a string already known to be sanitised (used inside TerminalUI after slicing).
    init(alreadySanitized string: String) {
        self.string = string
    }

    /// The empty text.
    public static let empty = DisplayText(alreadySanitized: "")

    /// The sanitised characters, for printing in tests and logs.
    public var description: String { string }

    /// Whether there are no characters.
    public var isEmpty: Bool { string.isEmpty }

    /// The number of terminal columns the text occupies (tabs and newlines count zero).
    public var width: Int { TextWidth.width(of: string) }

    /// Joins texts with a separator.
    public static func joined(_ parts: [DisplayText], separator: DisplayText = .empty) -> DisplayText {
        DisplayText(alreadySanitized: parts.map(\.string).joined(separator: separator.string))
    }

    /// Concatenates two texts.
    public static func + (lhs: DisplayText, rhs: DisplayText) -> DisplayText {
        DisplayText(alreadySanitized: lhs.string + rhs.string)
    }
}
