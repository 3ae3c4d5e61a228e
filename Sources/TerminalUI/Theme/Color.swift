/// A terminal colour: the terminal's default, or an index into its palette.
public enum Color: Sendable, Hashable {
    /// The terminal's own foreground or background (lets the user's background show through).
    case terminalDefault
    /// A palette index: 0–7 basic, 8–15 bright, up to 255 on 256-colour terminals.
    case palette(UInt8)

    /// Basic black.
    public static let black = Color.palette(0)
    /// Basic red.
    public static let red = Color.palette(1)
    /// Basic green.
    public static let green = Color.palette(2)
    /// Basic yellow.
    public static let yellow = Color.palette(3)
    /// Basic blue.
    public static let blue = Color.palette(4)
    /// Basic magenta.
    public static let magenta = Color.palette(5)
    /// Basic cyan.
    public static let cyan = Color.palette(6)
    /// Basic white.
    public static let white = Color.palette(7)
}
