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

    /// A blank cell in `style`.
    public static func blank(_ style: Style = .plain) -> Cell {
        Cell(character: " ", width: 1, style: style)
    }
}
