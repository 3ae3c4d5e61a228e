/// How far a ``TextView`` is read, for its caller to word ("Top", "42%").
public enum TextPosition: Sendable, Hashable {
    /// The whole text is in view.
    case all
    /// The first line is at the top, and more follows.
    case top
    /// The last line is in view, and more is above.
    case bottom
    /// Between: the share of the scrollable lines above the view, 1 to 99.
    case percent(Int)
}
