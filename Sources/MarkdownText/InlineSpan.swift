/// A run of inline text whose characters all share one style and one link.
///
/// Spans are width-independent: a view wraps them to the terminal width. The text is exactly what the
/// author wrote (not sanitised), with entities decoded outside code. A line break is the only source of
/// `"\n"` in span text: every newline of a paragraph (Qiita renders with `HARDBREAKS`), `<br>`, and the
/// edge of an HTML block element inside a paragraph; line breaks inside text (such as `&#10;`) and
/// white space in HTML blocks have become spaces.
public struct InlineSpan: Hashable, Sendable {
    /// The characters of the run.
    public var text: String
    /// How the run is styled.
    public var style: InlineStyle
    /// The number of the link this run belongs to, in `Document.links`, or `nil` outside links.
    ///
    /// An inline image outside a link carries the number of its own URL.
    public var link: Int?

    /// Creates a span.
    public init(_ text: String, style: InlineStyle = [], link: Int? = nil) {
        self.text = text
        self.style = style
        self.link = link
    }
}

/// The styles a run of inline text can have at once.
public struct InlineStyle: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt16

    /// Creates a style set from its raw bits.
    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// Emphasis (`*text*`), usually shown in italics.
    public static let emphasis = InlineStyle(rawValue: 1 << 0)
    /// Strong emphasis (`**text**`), usually shown in bold.
    public static let strong = InlineStyle(rawValue: 1 << 1)
    /// Struck-through text (`~~text~~`).
    public static let strikethrough = InlineStyle(rawValue: 1 << 2)
    /// Inline code (`` `code` ``).
    public static let code = InlineStyle(rawValue: 1 << 3)
    /// Link text; the span's `link` holds the reference number.
    public static let link = InlineStyle(rawValue: 1 << 4)
    /// Link text that is the URL itself (an autolink), so a view need not print a reference marker after it.
    public static let autolink = InlineStyle(rawValue: 1 << 5)
    /// The placeholder of an inline image; the text is the image's alt text.
    public static let image = InlineStyle(rawValue: 1 << 6)
    /// A footnote reference; the text is the footnote's number in `Document.footnotes`.
    public static let footnoteReference = InlineStyle(rawValue: 1 << 7)
    /// Inline math (`$…$`), already turned into Unicode where possible.
    public static let math = InlineStyle(rawValue: 1 << 9)
    /// A Qiita mention; the text is `@` and the user name.
    public static let mention = InlineStyle(rawValue: 1 << 10)
    /// Underlined text (`<u>`, `<ins>`).
    public static let underline = InlineStyle(rawValue: 1 << 11)
    /// A key on the keyboard (`<kbd>`).
    public static let keyboard = InlineStyle(rawValue: 1 << 12)
    /// Superscript (`<sup>`) that has no Unicode superscript form; the text is as written.
    public static let superscript = InlineStyle(rawValue: 1 << 13)
    /// Subscript (`<sub>`) that has no Unicode subscript form; the text is as written.
    public static let `subscript` = InlineStyle(rawValue: 1 << 14)
}
