extension Key {
    /// Named keys: help's own names (`PgDn`, `Esc`, `↑`) and the spelled-out ones (`PageDown`, `Escape`, `Up`).
    private static let named: [String: Key] = [
        "space": .character(" "), "up": .up, "↑": .up, "down": .down, "↓": .down, "left": .left, "←": .left,
        "right": .right, "→": .right, "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        "home": .home, "end": .end, "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape,
        "bs": .backspace, "backspace": .backspace, "del": .delete, "delete": .delete, "ins": .insert,
        "insert": .insert, "tab": .tab, "s-tab": .backTab, "backtab": .backTab,
    ]

    /// The key a config file names: one character (`j`, `G`), a key name as help shows it or spelled
    /// out (`Enter`, `PgDn`, `PageDown`, `Esc`, `Up`, `Space`), `F1`…`F24`, a control chord `C-f`, or
    /// an Alt chord `M-x` (case kept: `M-X` is Alt with Shift-x).
    public init?(name: String) {
        let lowered = name.lowercased()
        if let key = Self.named[lowered] {
            self = key
        } else if name.count == 1, let character = name.first, Self.isTypable(character) {
            self = .character(character)
        } else if lowered.hasPrefix("c-"), lowered.count == 3, let character = lowered.last, character.isLetter {
            self = .ctrl(character)
        } else if lowered.hasPrefix("m-"), name.count == 3, let character = name.last, Self.isTypable(character) {
            self = .alt(character)
        } else if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...24).contains(number) {
            self = .function(number)
        } else {
            return nil
        }
    }

    /// Whether `character` is one a key types on its own: not blank, not a control character.
    private static func isTypable(_ character: Character) -> Bool {
        !character.isWhitespace && (character.asciiValue.map { $0 >= 0x20 && $0 != 0x7F } ?? true)
    }
}
