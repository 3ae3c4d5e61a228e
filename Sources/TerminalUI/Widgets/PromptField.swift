/// A one-line text field with a cursor, for search.
///
/// Editing: insert at the cursor, Backspace, Delete, Left/Right, Home/End, C-a, C-e, C-u (delete
/// to the start), C-w (delete the word before the cursor). Enter submits, Esc cancels. Pasted text
/// goes in as one line (``insert(pasted:)``). Text longer than the field scrolls horizontally to
/// keep the cursor in view.
public struct PromptField: Sendable {
    /// What a key did to the prompt.
    public enum Outcome: Sendable, Equatable {
        /// The text or cursor may have changed; keep editing.
        case editing
        /// Enter was pressed with this text.
        case submitted(String)
        /// Esc was pressed.
        case cancelled
    }

    /// The label before the text, such as "Search: ".
    public var label: DisplayText
    /// The text typed so far.
    public private(set) var text: String
    /// The cursor, as an index in characters.
    public private(set) var cursor: Int
    private var scrollColumn = 0

    /// Creates a prompt with optional initial text; the cursor goes to the end.
    public init(label: DisplayText, text: String = "") {
        self.label = label
        self.text = Sanitizer.sanitize(text)
        cursor = self.text.count
    }

    /// Applies a key.
    public mutating func handle(_ key: Key) -> Outcome {
        var characters = Array(text)
        switch key {
        case .character(let character):
            characters.insert(character, at: cursor)
            cursor += 1
        case .backspace, .ctrl("h"):
            if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
            }
        case .delete, .ctrl("d"):
            if cursor < characters.count { characters.remove(at: cursor) }
        case .left, .ctrl("b"):
            cursor = max(0, cursor - 1)
        case .right, .ctrl("f"):
            cursor = min(characters.count, cursor + 1)
        case .home, .ctrl("a"):
            cursor = 0
        case .end, .ctrl("e"):
            cursor = characters.count
        case .ctrl("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .ctrl("k"):
            characters.removeSubrange(cursor...)
        case .ctrl("w"):
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .enter:
            return .submitted(text)
        case .escape, .ctrl("g"), .ctrl("c"):
            return .cancelled
        default:
            break
        }
        text = String(characters)
        cursor = min(cursor, text.count)
        return .editing
    }

    /// Inserts pasted text at the cursor as one line: it is sanitised, and line breaks and tabs
    /// become spaces.
    public mutating func insert(pasted: String) {
        let line = Sanitizer.sanitize(pasted).map { $0 == "\n" || $0 == "\t" ? " " : $0 }
        var characters = Array(text)
        characters.insert(contentsOf: line, at: cursor)
        cursor += line.count
        text = String(characters)
        cursor = min(cursor, text.count)
    }

    /// Draws label and text on the first row of `canvas` and places the terminal cursor.
    @MainActor
    public mutating func draw(in canvas: Canvas, theme: Theme) {
        guard canvas.height > 0, canvas.width > 0 else { return }
        canvas.fill(row: 0, from: 0, to: canvas.width, style: .plain)
        let shownLabel = TextLayout.truncate(label, toWidth: max(0, canvas.width - 2))
        let start = canvas.draw(shownLabel, row: 0, column: 0, style: theme[.prompt])
        let fieldWidth = canvas.width - start
        guard fieldWidth > 0 else { return }
        let characters = Array(DisplayText(sanitizing: text).string)
        let widths = characters.map(TextWidth.width(of:))
        let cursorColumn = widths.prefix(min(cursor, widths.count)).reduce(0, +)
        let textColumns = widths.reduce(0, +)
        scrollColumn = min(scrollColumn, max(0, textColumns + 1 - fieldWidth))
        if cursorColumn < scrollColumn { scrollColumn = cursorColumn }
        if cursorColumn >= scrollColumn + fieldWidth { scrollColumn = cursorColumn - fieldWidth + 1 }
        var column = 0
        var visible = ""
        var firstColumn: Int?
        for (character, width) in zip(characters, widths) {
            defer { column += width }
            guard column >= scrollColumn, column + width <= scrollColumn + fieldWidth else { continue }
            if firstColumn == nil { firstColumn = column }
            visible.append(character)
        }
        let offset = (firstColumn ?? scrollColumn) - scrollColumn
        canvas.draw(DisplayText(alreadySanitized: visible), row: 0, column: start + offset)
        canvas.showCursor(row: 0, column: start + cursorColumn - scrollColumn)
    }
}
