/// Whether curses may scroll the screen to move a frame's text, or must write the changed rows
/// instead.
///
/// ncurses' scroll optimisation moves lines with a scroll region (`ESC[nS`, `ESC[nT`) whatever
/// `idlok` says, and the terminal moves pixels with the text: a sixel row erased just before would
/// come back on the row it was scrolled to (xterm keeps it there until a full redraw), and kitty
/// moves a placement or frees an image it scrolls. So while pixels are on the screen or asked for,
/// curses is made to forget the old contents of every changed row (`wredrawln`), which leaves its
/// optimisation no line to move, and writes those rows whole.
struct FrameScrolling {
    /// Pixels painted over cells after the last frame (sixel, iTerm2).
    var paintedBefore: Bool
    /// Pixels the frame being sent asks for.
    var paintsNow: Bool
    /// kitty placements or images the terminal holds that a scroll would move or free.
    var kittyBlocks: Bool

    /// Whether curses may scroll the screen (and insert or delete lines) to send this frame.
    var mayScroll: Bool { !paintedBefore && !paintsNow && !kittyBlocks }

    /// The rows curses must write whole rather than move, of the rows whose cells `changed`.
    func rowsToRewrite(changed: Set<Int>) -> Set<Int> {
        mayScroll ? [] : changed
    }
}
