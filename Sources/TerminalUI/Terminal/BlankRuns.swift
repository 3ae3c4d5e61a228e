/// Chooses the style of the blanks inside a row so that curses switches styles less often.
///
/// A space shows no foreground colour, boldness, dimness or italics, so a short run of blanks
/// between two pieces of text can be drawn in the style of the text before it instead of switching
/// to plain and back: under tmux-256color each switch back to plain costs `ESC[39m ESC[m SI`. Only
/// runs that text follows in the same row, and no longer than ``longestRun``, qualify: curses
/// clears trailing blanks and long runs with `el` and `ech`, which it can only do for plain blanks.
///
/// The style depends on the row alone, never on what was drawn before, so an unchanged row hands
/// curses the same cells again and curses' own comparison (and its scrolling) still finds them equal.
/// Ask about the slots of one row in increasing order; a run is measured once.
struct BlankRuns {
    /// The longest run that may take another style; a longer one is cheaper to erase than to write.
    static let longestRun = 8

    private var runEnd = Int.min
    private var runStyle: Style?

    /// The style to draw the slot at `index` of `slots` in: the style of the text before it when
    /// the slot is a blank in a qualifying run, otherwise nil (the cell's own style).
    mutating func borrowedStyle(at index: Int, in slots: ArraySlice<CellGrid.Slot>) -> Style? {
        guard Self.isBareBlank(slots[index]) else { return nil }
        if index >= runEnd { measureRun(around: index, in: slots) }
        return runStyle
    }

    private mutating func measureRun(around index: Int, in slots: ArraySlice<CellGrid.Slot>) {
        var start = index
        while start > slots.startIndex, Self.isBareBlank(slots[start - 1]) { start -= 1 }
        var end = index + 1
        while end < slots.endIndex, Self.isBareBlank(slots[end]) { end += 1 }
        runEnd = end
        runStyle = nil
        guard end < slots.endIndex, end - start <= Self.longestRun, let before = Self.inkStyle(before: start, in: slots),
              before.showsNothingOnBlanks
        else { return }
        runStyle = before
    }

    /// The style of the character that ends just before `index`, the left half of a wide one included.
    private static func inkStyle(before index: Int, in slots: ArraySlice<CellGrid.Slot>) -> Style? {
        var position = index - 1
        while position >= slots.startIndex {
            if case .cell(let cell) = slots[position] { return cell.style }
            position -= 1
        }
        return nil
    }

    private static func isBareBlank(_ slot: CellGrid.Slot) -> Bool {
        guard case .cell(let cell) = slot else { return false }
        return cell.character == " " && cell.style.showsNothingOnBlanks
    }
}

extension Style {
    /// Whether a blank in this style looks like a plain blank: no background, reverse or underline.
    var showsNothingOnBlanks: Bool {
        background == .terminalDefault && attributes.isDisjoint(with: [.reverse, .underline])
    }
}
