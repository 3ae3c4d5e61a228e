/// One drawn grapheme cluster: its character, its width in columns and its style.
///
/// Cells are made only inside TerminalUI, from sanitised text, so a terminal never receives a
/// control character.
public struct Cell: Sendable, Hashable {
    /// The grapheme cluster.
    public let character: Character
    /// Columns it covers: 1, or 2 for a wide character (the next cell is its continuation).
    public let width: Int
    /// How it looks.
    public let style: Style

    init(character: Character, width: Int, style: Style) {
        self.character = character
        self.width = width
        self.style = style
    }

    /// Whether both cells draw the same bytes in the same style and width.
    ///
    /// The characters are compared by their UTF-8 bytes, not by canonical equivalence as
    /// `Character` compares them: a decomposed "é" is other bytes on the terminal than a composed
    /// one, and comparing bytes costs a fraction of normalizing, once per cell per frame.
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.width == rhs.width && lhs.style == rhs.style && lhs.character.utf8.elementsEqual(rhs.character.utf8)
    }

    /// Hashes what ``==`` compares: the bytes, the width and the style.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(style)
        for byte in character.utf8 { hasher.combine(byte) }
    }

    /// A blank cell in `style`.
    public static func blank(_ style: Style = .plain) -> Cell {
        Cell(character: " ", width: 1, style: style)
    }
}
