@preconcurrency import CNCursesw
import Glibc

/// The real screen, drawn with ncurses' wide-character API.
///
/// Start-up takes the locale from the environment, saves the tty modes for crash restore, then
/// sets raw input, no echo, keypad, a hidden cursor, the alternate screen, default colours, and
/// asks for SGR mouse reports and bracketed paste where the terminal understands them
/// (``TerminalSupport``). Each frame is erased in memory, drawn cell by
/// cell and sent with one `doupdate`, so only the changed cells reach the terminal.
///
/// Input does not go through curses: ``readInput(readable:)`` reads the bytes itself and decodes
/// them with a ``KeyDecoder`` that knows the keys terminfo lists and every other well-formed
/// escape sequence, so that none of them is ever taken for Esc.
@MainActor
public final class NcursesTerminal: Terminal {
    /// Options for start-up.
    public struct Options: Sendable {
        /// Report mouse wheel and clicks.
        public var mouse: Bool
        /// Milliseconds to wait after Esc for the rest of an escape sequence (or an Alt chord).
        public var escapeDelay: Int

        /// Creates options.
        public init(mouse: Bool = true, escapeDelay: Int = 25) {
            self.mouse = mouse
            self.escapeDelay = escapeDelay
        }
    }

    /// Whether colours are used (the terminal has them and `NO_COLOR` is not set).
    public let colorsEnabled: Bool
    /// Sized once colours are started, when curses knows how many pairs the terminal has.
    private var pairs = ColorPairTable(capacity: 0)
    /// Whether a cell of the frame being sent found no free pair.
    private var pairsRanOut = false
    private var cursor: (row: Int, column: Int)?
    private var frame = CellGrid(size: TerminalSize(rows: 0, columns: 0))
    private var shown = CellGrid(size: TerminalSize(rows: 0, columns: 0))
    private var shownIsValid = false
    /// The pixels the frame being composed asks for.
    private var rasters: [RasterPaint] = []
    /// The pixels on the screen now, painted after earlier frames.
    private var paintedRasters: Set<RasterPaint> = []
    /// The kitty placements the frame being composed asks for, with their images.
    private var kittyRequests: [(placement: KittyPlacement, image: KittyImageUpload)] = []
    /// The kitty images the frame being composed keeps without placing.
    private var keptKittyImages: Set<UInt32> = []
    /// The kitty images the frame being composed holds for its placeholder cells.
    private var heldKittyImages: [KittyImageUpload] = []
    /// The kitty images the terminal holds, and where they are placed.
    private var kitty = KittyPlacements()
    /// The rows whose cells the last ``sendChangedCells()`` handed curses.
    private var changedRows: Set<Int> = []
    /// Whether the last frame left the bottom-right cell out.
    private var corner = BottomRightCorner()
    /// The curses attributes and colour pair of the last style drawn (neighbours mostly share one).
    private var lastStyle: (style: Style, attributes: attr_t, pair: Int32) = (.plain, 0, 0)
    private var cursorShown = false
    private var running = true
    /// The input reports asked for, which only this terminal's kind decides (``TerminalSupport``).
    private let reports: InputReports
    private var input: InputReader

    /// Whether each frame is wrapped in DEC mode 2026, for a terminal that reported it
    /// (``SynchronizedOutput``): it then shows the frame whole, pixels and all.
    public var synchronizesFrames = false

    /// Starts curses on the controlling terminal.
    ///
    /// Throws instead of letting ncurses exit the process when standard input or output is not a
    /// terminal or the terminal type is unknown, and instead of drawing on a terminal that cannot
    /// move the cursor: these are checked with terminfo alone, before anything is written.
    public init(options: Options = Options(), environment: [String: String]) throws(TerminalError) {
        let support = try Self.support(environment: environment)
        Self.chooseLocale()
        TerminalRestore.saveModes()
        initscr()
        raw()
        noecho()
        nonl()
        keypad(stdscr, true)
        // Input is read without curses, so curses must not poll standard input to cut frames short.
        typeahead(-1)
        curs_set(0)
        var colors = false
        if has_colors() {
            start_color()
            use_default_colors()
            colors = Theme.allowsColor(environment: environment, terminalHasColors: true)
        }
        colorsEnabled = colors
        kiji_leave_curses_startup_state()
        pairs = ColorPairTable(capacity: Int(COLOR_PAIRS) - 1)
        reports = InputReports(support: support, mouse: options.mouse)
        input = InputReader(
            descriptor: STDIN_FILENO, escapeDelayMilliseconds: options.escapeDelay, knownSequences: Self.terminfoKeys())
        Self.send(reports.on)
        TerminalRestore.prepare(
            attributes: Self.capability("sgr0"),
            inputReportsOff: reports.off,
            keypadOff: Self.capability("rmkx"),
            cursorVisible: Self.capability("cnorm"),
            alternateScreenOff: Self.capability("rmcup")
        )
        TerminalRestore.installCrashHandlers()
    }

    /// Checks that curses can start and draw on the controlling terminal, as ``init(options:environment:)``
    /// does first: with terminfo alone, writing nothing, so a refused terminal is left as it was.
    public nonisolated static func checkUsable(environment: [String: String]) throws(TerminalError) {
        _ = try support(environment: environment)
    }

    /// What the controlling terminal understands, or why it cannot be used.
    private nonisolated static func support(environment: [String: String]) throws(TerminalError) -> TerminalSupport {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        let name = environment["TERM"] ?? ""
        guard kiji_terminal_type_known(STDOUT_FILENO) == 1 else { throw .unknownTerminalType(name) }
        let support = TerminalSupport(terminfo: Terminfo(), name: name)
        guard support.movesCursor else { throw .cannotMoveCursor(name) }
        return support
    }

    /// The current size.
    public var size: TerminalSize {
        TerminalSize(rows: Int(getmaxy(stdscr)), columns: Int(getmaxx(stdscr)))
    }

    /// A cell's size in pixels, from the window's pixel size the kernel has (`TIOCGWINSZ`); nil
    /// when the terminal does not give it.
    public var cellPixelSize: (width: Int, height: Int)? {
        WindowSize.cellPixels(of: STDOUT_FILENO).map { ($0.width, $0.height) }
    }

    /// Starts composing a blank frame in memory; nothing reaches curses until ``endFrame()``.
    public func beginFrame() {
        let size = size
        if frame.size == size { frame.clear() } else { frame = CellGrid(size: size) }
        cursor = nil
        rasters = []
        kittyRequests = []
        keptKittyImages = []
        heldKittyImages = []
    }

    /// Asks for pixels over blank cells of this frame, painted by ``endFrame()``.
    public func paint(_ raster: RasterPaint) {
        rasters.append(raster)
    }

    /// Asks for a kitty image over blank cells of this frame, placed by ``endFrame()``.
    public func place(_ placement: KittyPlacement, of image: KittyImageUpload) {
        kittyRequests.append((placement, image))
    }

    /// Keeps kitty images this frame though it does not place them.
    public func keepKittyImages(_ ids: [UInt32]) {
        keptKittyImages.formUnion(ids)
    }

    /// Holds a kitty image for this frame's placeholder cells, sent by ``endFrame()`` before them.
    public func hold(_ image: KittyImageUpload) {
        heldKittyImages.append(image)
    }

    /// Puts a cell into the frame being composed, keeping wide characters whole.
    public func put(_ cell: Cell, row: Int, column: Int) {
        frame.put(cell, row: row, column: column)
    }

    /// Puts cells side by side into the frame being composed.
    public func put(_ cells: ArraySlice<Cell>, row: Int, column: Int) {
        frame.put(cells, row: row, column: column)
    }

    /// Remembers where the cursor goes at the end of the frame.
    public func setCursor(row: Int, column: Int, visible: Bool) {
        cursor = visible ? (row, column) : nil
    }

    /// Hands curses the cells that differ from the last frame, then sends them with one `doupdate`.
    ///
    /// Composing in a ``CellGrid`` first means curses never sees half of a wide character
    /// overwritten, which would leave its idea of the screen out of step with the terminal's.
    public func endFrame() {
        if synchronizesFrames { Self.send(SynchronizedOutput.begin) }
        defer { if synchronizesFrames { Self.send(SynchronizedOutput.end) } }
        let fullRedraw = !shownIsValid || shown.size != frame.size
        let wanted = rasters.filter(isOverBlanks)
        let placements = kittyRequests.filter { isOverBlanks($0.placement.area) }
        let kittyCommands = kitty.frame(
            wanted: placements.map(\.placement), uploads: Dictionary(placements.map { ($0.image.id, $0.image) }) { _, last in last },
            held: heldKittyImages, kept: keptKittyImages, screenCleared: fullRedraw)
        // Scrolling the screen would move pixels where curses does not know of them (and kitty
        // frees an image it scrolls without a placement): while any are painted, asked for or
        // kept, curses writes the changed rows instead. Placeholder cells are text, and may scroll.
        let scrolling = FrameScrolling(
            paintedBefore: !paintedRasters.isEmpty, paintsNow: !wanted.isEmpty, kittyBlocks: kitty.blocksScrolling)
        idlok(stdscr, scrolling.mayScroll)
        if !kittyCommands.beforeCells.isEmpty { Self.send(kittyCommands.beforeCells) }
        sendChangedCells()
        for row in scrolling.rowsToRewrite(changed: changedRows) { wredrawln(stdscr, Int32(row), 1) }
        // When any raster changes, every painted row is erased before the update and every wanted
        // raster painted after it.
        let changed = Set(wanted) != paintedRasters
        var erase = ""
        for row in changed ? Set(paintedRasters.map(\.row)) : [] {
            // The row is erased, pixels and all, and curses then sends it whole again.
            erase += "\u{1B}7\u{1B}[m\u{1B}[\(row + 1);1H\u{1B}[2K\u{1B}8"
            wredrawln(stdscr, Int32(row), 1)
            changedRows.insert(row)
        }
        if !erase.isEmpty { Self.send(erase) }
        if let cursor {
            if !cursorShown { curs_set(1) }
            wmove(stdscr, Int32(cursor.row), Int32(cursor.column))
        } else if cursorShown {
            curs_set(0)
        }
        // A hidden cursor stays where the last cell left it, rather than being moved back to
        // stdscr's cursor at the end of every update (`ESC[23;80H`, 8 bytes a frame).
        leaveok(stdscr, cursor == nil)
        cursorShown = cursor != nil
        wnoutrefresh(stdscr)
        doupdate()
        paintRasters(wanted, all: fullRedraw || changed)
        if !kittyCommands.afterCells.isEmpty { Self.send(kittyCommands.afterCells) }
    }

    /// Whether every row of `area` lies over blank cells of the frame, clear of the last row.
    private func isOverBlanks(_ area: Rect) -> Bool {
        (area.row..<area.row + area.height).allSatisfy { row in
            isOverBlanks(RasterPaint(row: row, column: area.column, columns: area.width, escapes: ""))
        }
    }

    /// Whether `raster` lies over blank cells of the frame, clear of the last row (where a sixel
    /// would scroll the screen): a dialog drawn over an image hides its pixels.
    private func isOverBlanks(_ raster: RasterPaint) -> Bool {
        guard raster.row >= 0, raster.row < frame.size.rows - 1, raster.column >= 0,
            raster.column + raster.columns <= frame.size.columns
        else { return false }
        let slots = frame.row(raster.row)
        let start = slots.startIndex + raster.column
        return slots[start..<start + raster.columns].allSatisfy { slot in
            if case .cell(let cell) = slot { cell.character == " " } else { false }
        }
    }

    /// Writes each raster not already on the screen (every one after a full redraw, and those on
    /// rows curses wrote to), each between a saved and a restored cursor so that curses' idea of
    /// the cursor and attributes holds.
    private func paintRasters(_ wanted: [RasterPaint], all: Bool) {
        var output = ""
        for raster in wanted where all || !paintedRasters.contains(raster) || changedRows.contains(raster.row) {
            output += "\u{1B}7\u{1B}[\(raster.row + 1);\(raster.column + 1)H" + raster.escapes + "\u{1B}8"
        }
        paintedRasters = Set(wanted)
        if !output.isEmpty { Self.send(output) }
    }

    /// Asks the terminal about its graphics and modes (`query`: ``TerminalAnswers/query``, or one
    /// made by ``TerminalAnswers/query(graphics:version:synchronizedOutput:)``) and reads its answers for at most
    /// `timeoutMilliseconds`, less when DA1's answer, the last, comes sooner. Call it once,
    /// before the first frame: the terminal is in curses' raw mode without echo, so answers that
    /// come late are read as unbound keys, never shown. What comes that is not an answer (keys
    /// typed meanwhile) is handed to the input, in order; an answer cut by the timeout is dropped.
    public func askAboutGraphics(query: String = TerminalAnswers.query, timeoutMilliseconds: Int = 150) -> TerminalAnswers {
        Self.send(query)
        let reading = TerminalAnswerWait.read(from: STDIN_FILENO, timeoutMilliseconds: timeoutMilliseconds)
        input.takeEarly(reading.other)
        return reading.answers
    }

    /// Reads the input waiting when `readable` and finishes a pending sequence whose escape delay
    /// has passed; never blocks.
    public func readInput(readable: Bool) -> (events: [Event], ended: Bool) {
        let batch = input.read(readable: readable)
        return (batch.events, batch.ended)
    }

    /// Milliseconds until a pending escape sequence must be finished with ``readInput(readable:)``,
    /// or -1 when none is pending: how long the loop may sleep without new input.
    public var inputTimeout: Int32 { input.millisecondsUntilDeadline }

    /// Takes the size from the kernel (`TIOCGWINSZ`), resizes curses to it, and makes the next
    /// frame repaint the whole screen.
    ///
    /// After a resize the terminal's cells are unknown: it crops or reflows what it had, and bytes
    /// written for the old size may land after it already has the new one (tmux then piles a
    /// row's characters into the last column). Curses' record of the screen would let a diff
    /// keep that debris, so the screen is cleared and drawn again.
    ///
    /// The cropped old frame that `resizeterm` leaves in `stdscr` is erased and marked as sent;
    /// otherwise the next key read would refresh it to the terminal on its own.
    public func updateSize() {
        var rows: Int32 = 0
        var columns: Int32 = 0
        if kiji_window_size(STDOUT_FILENO, &rows, &columns) == 0 {
            resizeterm(rows, columns)
        }
        werase(stdscr)
        wnoutrefresh(stdscr)
        forceFullRedraw()
    }

    /// Makes the next frame clear the screen and repaint every cell (for Ctrl-L, after garbage
    /// from another program); ordinary frames send only what changed.
    public func forceFullRedraw() {
        shownIsValid = false
        clearok(curscr, true)
    }

    /// Compares the frame with the last one row by row and hands curses only the cells that
    /// changed; the two grids then swap, so the next frame reuses the old one's storage.
    ///
    /// The bottom-right cell is not sent when ncurses cannot write it (``BottomRightCorner``); the
    /// frame kept as shown then holds the last cell sent there (or a blank after a clear), and the
    /// first frame that can send it has curses repaint the last row whole.
    private func sendChangedCells() {
        let comparable = shownIsValid && shown.size == frame.size
        let rows = frame.size.rows
        let columns = frame.size.columns
        let cornerPlan = corner.plan(for: frame)
        let skipsCorner = cornerPlan == .skip
        changedRows = []
        if cornerPlan == .repaintLastRow {
            wredrawln(stdscr, Int32(rows - 1), 1)
            changedRows.insert(rows - 1)
        }
        let kept = comparable ? RowShift.find(in: frame, shown: shown).flatMap(move) : nil
        for row in 0..<rows {
            var slots = frame.row(row)
            if skipsCorner, row == rows - 1 { slots = slots.dropLast() }
            if comparable {
                if kept?.contains(row) == true { continue }
                var old = shown.row(row)
                if skipsCorner, row == rows - 1 { old = old.dropLast() }
                if old == slots { continue }
                changedRows.insert(row)
                sendChanges(in: slots, comparedWith: old, row: row)
            } else {
                var blanks = BlankRuns()
                for column in slots.indices {
                    guard case .cell(let cell) = slots[column] else { continue }
                    draw(cell, row: row, column: column - slots.startIndex, style: blanks.borrowedStyle(at: column, in: slots))
                }
            }
        }
        if skipsCorner {
            let kept: Cell = if comparable, case .cell(let cell) = shown[rows - 1, columns - 1] { cell } else { .blank() }
            frame.put(kept, row: rows - 1, column: columns - 1)
        }
        swap(&frame, &shown)
        shownIsValid = !pairsRanOut
        pairsRanOut = false
    }

    /// Moves a band of rows in curses' screen as the frame moved them (``RowShift``), and in the
    /// frame kept as shown, so that only the rows that came into view are compared and sent;
    /// returns the rows that now show what the frame shows, nil when curses refused the move.
    private func move(_ shift: RowShift) -> ClosedRange<Int>? {
        wsetscrreg(stdscr, Int32(shift.top), Int32(shift.bottom))
        scrollok(stdscr, true)
        let moved = wscrl(stdscr, Int32(shift.distance)) != ERR
        scrollok(stdscr, false)
        wsetscrreg(stdscr, 0, Int32(frame.size.rows - 1))
        guard moved else { return nil }
        shown.move(shift)
        changedRows.formUnion(shift.rows)
        return shift.keptRows
    }

    private func sendChanges(in slots: ArraySlice<CellGrid.Slot>, comparedWith old: ArraySlice<CellGrid.Slot>, row: Int) {
        let offset = slots.startIndex - old.startIndex
        var blanks = BlankRuns()
        var oldBlanks = BlankRuns()
        for index in slots.indices {
            guard case .cell(let cell) = slots[index] else { continue }
            let style = blanks.borrowedStyle(at: index, in: slots)
            let next = index + 1
            let unchanged = old[index - offset] == slots[index]
                && oldBlanks.borrowedStyle(at: index - offset, in: old) == style
                && (cell.width < 2 || next >= slots.endIndex || old[next - offset] == slots[next])
            if !unchanged { draw(cell, row: row, column: index - slots.startIndex, style: style) }
        }
    }

    /// Draws one cell with `setcchar` and `mvwadd_wch`, in `style` when given (a blank that
    /// ``BlankRuns`` lets take the style of the text before it) or else its own.
    private func draw(_ cell: Cell, row: Int, column: Int, style: Style? = nil) {
        let style = style ?? cell.style
        if style != lastStyle.style {
            lastStyle = (style, attributes(for: style), colorPair(for: style))
        }
        let (_, attributes, pair) = lastStyle
        let scalars = cell.character.unicodeScalars
        if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
           Self.libcWidth(only) == cell.width {
            Self.addCell(scalar: only, attributes: attributes, pair: pair, row: row, column: column)
            return
        }
        var offset = 0
        for piece in TerminalGlyph.pieces(for: cell, scalarWidth: Self.libcWidth) {
            Self.addCell(piece.scalars, attributes: attributes, pair: pair, row: row, column: column + offset)
            offset += piece.width
        }
    }

    /// Gives the terminal back to the shell for a while (job-control stop); see ``resume()``.
    public func suspend() {
        guard running else { return }
        Self.send(kitty.removeAll() + reports.off)
        endwin()
    }

    /// Drops every key typed but not yet read, by the terminal and by curses.
    public func discardPendingInput() {
        tcflush(STDIN_FILENO, TCIFLUSH)
        flushinp()
    }

    /// Takes the terminal again after ``suspend()``; the next frame repaints everything.
    public func resume() {
        guard running else { return }
        Self.send(reports.on)
        updateSize()
        curs_set(cursorShown ? 1 : 0)
    }

    /// Leaves curses and restores the terminal; safe to call more than once.
    public func stop() {
        guard running else { return }
        running = false
        Self.send(kitty.removeAll() + reports.off)
        curs_set(1)
        endwin()
        TerminalRestore.uninstallCrashHandlers()
        TerminalRestore.restoreNow()
    }

    /// Writes mode sequences to the terminal at once. Through curses they would wait in stdio's
    /// buffer until exit; the modes do not depend on what curses has still to send.
    private static func send(_ sequence: String) {
        var bytes = Array(sequence.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// The escape sequences terminfo gives for the keys kiji knows.
    private static func terminfoKeys() -> [[UInt8]: Key] {
        let capabilities: [(String, Key)] = [
            ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right), ("kpp", .pageUp),
            ("knp", .pageDown), ("khome", .home), ("kend", .end), ("kent", .enter), ("kdch1", .delete),
            ("kich1", .insert), ("kcbt", .backTab),
        ] + (1...24).map { ("kf\($0)", .function($0)) }
        var keys: [[UInt8]: Key] = [:]
        for (name, key) in capabilities {
            guard let sequence = capability(name).map({ Array($0.utf8) }), sequence.first == 0x1B, sequence.count > 1,
                  keys[sequence] == nil
            else { continue }
            keys[sequence] = key
        }
        return keys
    }

    // The two below are static and nonisolated: a closure in a main-actor method checks its
    // executor each time it runs, and these run once per changed cell.
    private nonisolated static func addCell(scalar: Unicode.Scalar, attributes: attr_t, pair: Int32, row: Int, column: Int) {
        var characters: (wchar_t, wchar_t) = (wchar_t(bitPattern: scalar.value), 0)
        var complex = cchar_t()
        var extendedPair = pair
        withUnsafePointer(to: &characters) { pointer in
            pointer.withMemoryRebound(to: wchar_t.self, capacity: 2) { text in
                _ = setcchar(&complex, text, attributes, Self.shortPair(pair), &extendedPair)
            }
        }
        _ = mvwadd_wch(stdscr, Int32(row), Int32(column), &complex)
    }

    private nonisolated static func addCell(_ scalars: [Int32], attributes: attr_t, pair: Int32, row: Int, column: Int) {
        var characters = scalars + [0]
        var complex = cchar_t()
        var extendedPair = pair
        _ = setcchar(&complex, &characters, attributes, Self.shortPair(pair), &extendedPair)
        _ = mvwadd_wch(stdscr, Int32(row), Int32(column), &complex)
    }

    private func attributes(for style: Style) -> attr_t {
        var result = attr_t(0)
        let attributes = style.attributes
        if attributes.contains(.bold) { result |= kiji_a_bold() }
        if attributes.contains(.dim) { result |= kiji_a_dim() }
        if attributes.contains(.reverse) { result |= kiji_a_reverse() }
        if attributes.contains(.underline) { result |= kiji_a_underline() }
        if attributes.contains(.italic) { result |= kiji_a_italic() }
        return result
    }

    /// The pair of the style's colours: an extended pair (numbers past 32767 too), defined when
    /// first used. When the terminal's pairs run out, those no cell of the frame being sent uses
    /// are taken back: every cell of the screen is in that frame by the time curses sends it. A
    /// cell that still finds none is drawn in the terminal's colours, and the next frame sends
    /// every cell again, so that it gets its own as soon as one is free.
    private func colorPair(for style: Style) -> Int32 {
        guard colorsEnabled else { return 0 }
        let key = ColorPairTable.Key(foreground: style.foreground, background: style.background)
        if key.foreground == .terminalDefault && key.background == .terminalDefault { return 0 }
        switch pairs.number(for: key, inUse: { self.combinationsOnScreen() }) {
        case .known(let pair):
            return pair
        case .new(let pair):
            init_extended_pair(pair, Int32(colorNumber(key.foreground)), Int32(colorNumber(key.background)))
            return pair
        case .full:
            pairsRanOut = true
            return 0
        }
    }

    /// The colour combinations of the frame being sent.
    private func combinationsOnScreen() -> Set<ColorPairTable.Key> {
        var used = Set<ColorPairTable.Key>()
        for case .cell(let cell) in frame.slots {
            used.insert(ColorPairTable.Key(foreground: cell.style.foreground, background: cell.style.background))
        }
        return used
    }

    /// The pair number for `setcchar`'s short argument: the extended one goes beside it.
    private nonisolated static func shortPair(_ pair: Int32) -> Int16 { Int16(clamping: pair) }

    private func colorNumber(_ color: Color) -> Int16 {
        switch color {
        case .terminalDefault:
            return -1
        case .palette(let index):
            let available = Int(COLORS)
            if Int(index) < available { return Int16(index) }
            guard case .palette(let basic) = color.basic else { return -1 }
            if Int(basic) < available { return Int16(basic) }
            // On 8 colours a bright colour drops to its basic one, and grey (bright black) to the
            // terminal's own colour, which reads on any background.
            guard available >= 8, basic != 8 else { return -1 }
            return Int16(Int(basic) % 8)
        }
    }

    /// Takes the locale from the environment; when its character set is not UTF-8 (for example
    /// LANG unset), uses C.UTF-8 for characters so that wide text can still be drawn.
    private static func chooseLocale() {
        setlocale(LC_ALL, "")
        guard let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" else { return }
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    /// The width ncurses will give a scalar: libc's `wcwidth` in the current locale.
    nonisolated static func libcWidth(_ scalar: Unicode.Scalar) -> Int {
        Int(wcwidth(wchar_t(bitPattern: scalar.value)))
    }

    private static func capability(_ name: String) -> String? {
        guard let value = kiji_tigetstr(name) else { return nil }
        return String(cString: value)
    }
}
