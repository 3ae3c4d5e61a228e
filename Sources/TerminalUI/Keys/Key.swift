/// A key press or a mouse event, decoded from the terminal's input.
public enum Key: Sendable, Hashable {
    /// A printable character (multi-byte UTF-8 arrives whole).
    case character(Character)
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Enter or Return.
    case enter
    /// Escape.
    case escape
    /// Backspace.
    case backspace
    /// Delete (forward).
    case delete
    /// Insert.
    case insert
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// A function key, F1 is `function(1)`.
    case function(Int)
    /// A control chord: Ctrl-A is `ctrl("a")`.
    case ctrl(Character)
    /// An Alt (Meta) chord: Esc then a printable character within the escape delay; Alt-x is `alt("x")`.
    case alt(Character)
    /// A mouse event.
    case mouse(MouseEvent)

    /// A short human-readable name for help screens: "↑", "PgDn", "C-a", "M-x", "F1", "q".
    public var displayName: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "BS"
        case .delete: "Del"
        case .insert: "Ins"
        case .tab: "Tab"
        case .backTab: "S-Tab"
        case .function(let number): "F\(number)"
        case .ctrl(let character): "C-\(character)"
        case .alt(let character): "M-\(character)"
        case .mouse(let event): event.kind.displayName
        }
    }
}

/// A mouse event at a screen position.
public struct MouseEvent: Sendable, Hashable {
    /// What the mouse did.
    public enum Kind: Sendable, Hashable {
        /// Wheel rolled up.
        case wheelUp
        /// Wheel rolled down.
        case wheelDown
        /// Left button pressed or clicked.
        case leftClick
        /// Right button pressed or clicked.
        case rightClick
        /// A button was released.
        case release

        var displayName: String {
            switch self {
            case .wheelUp: "Wheel↑"
            case .wheelDown: "Wheel↓"
            case .leftClick: "Click"
            case .rightClick: "Right-click"
            case .release: "Release"
            }
        }
    }

    /// What happened.
    public var kind: Kind
    /// Screen row.
    public var row: Int
    /// Screen column.
    public var column: Int

    /// Creates a mouse event.
    public init(kind: Kind, row: Int, column: Int) {
        self.kind = kind
        self.row = row
        self.column = column
    }
}
