/// How a cell looks: foreground, background and attributes.
public struct Style: Sendable, Hashable {
    /// Text attributes that work without colours.
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The raw bit set.
        public let rawValue: UInt8
        /// Creates attributes from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Bold or bright text.
        public static let bold = Attributes(rawValue: 1 << 0)
        /// Dim text.
        public static let dim = Attributes(rawValue: 1 << 1)
        /// Swapped foreground and background.
        public static let reverse = Attributes(rawValue: 1 << 2)
        /// Underlined text.
        public static let underline = Attributes(rawValue: 1 << 3)
        /// Italic text, where the terminal supports it.
        public static let italic = Attributes(rawValue: 1 << 4)
    }

    /// The foreground colour.
    public var foreground: Color
    /// The background colour.
    public var background: Color
    /// The attributes.
    public var attributes: Attributes

    /// Creates a style; by default the terminal's own colours with no attributes.
    public init(foreground: Color = .terminalDefault, background: Color = .terminalDefault, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look.
    public static let plain = Style()

    /// This style with `overlay` on top: overlay colours win where set, attributes are combined.
    public func merged(with overlay: Style) -> Style {
        Style(
            foreground: overlay.foreground == .terminalDefault ? foreground : overlay.foreground,
            background: overlay.background == .terminalDefault ? background : overlay.background,
            attributes: attributes.union(overlay.attributes)
        )
    }
}
