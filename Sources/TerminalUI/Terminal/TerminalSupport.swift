/// What kiji may ask of a terminal, decided from its terminfo entry and its name (`TERM`).
///
/// - Screens need cursor addressing (`cup`): without it (`TERM=dumb`, a printing terminal, an
///   entry that leaves it out) kiji cannot draw, and says so instead of starting curses.
/// - Mouse reports (modes 1000 and 1006) are asked for only where terminfo says the terminal sends
///   them: it lists the mouse key `kmous` or xterm's mouse switch `XM`, as ncurses itself requires.
/// - Bracketed paste (mode 2004) is asked for where terminfo lists its switches (`BE`, or `PS`,
///   the start of a paste, ncurses' extended capabilities) or the terminal's name is one of the
///   families that understand it though their entries predate those capabilities: xterm and its
///   emulators (`xterm-kitty`, `xterm-ghostty`, …), tmux, screen, rxvt, and the terminals whose
///   own names are in ``bracketedPasteFamilies``. Vim turns it on for xterm-like terminals in the
///   same way.
///
/// A terminal that is not asked for a mode is never sent the sequence that turns it off either.
struct TerminalSupport: Sendable, Equatable {
    /// Whether the terminal can move the cursor to any cell, which drawing a screen needs.
    var movesCursor: Bool
    /// Whether the terminal reports the mouse.
    var reportsMouse: Bool
    /// Whether the terminal marks pasted text.
    var bracketsPaste: Bool

    /// The `TERM` names (before any `-`) of terminals that understand bracketed paste.
    static let bracketedPasteFamilies: Set<String> = [
        "xterm", "tmux", "screen", "rxvt", "alacritty", "foot", "kitty", "wezterm", "ghostty", "contour",
        "st", "vte", "gnome", "konsole", "iterm", "iterm2", "mintty", "mlterm",
    ]

    /// Decides from the terminfo entry of the terminal named `name`.
    init(terminfo: some TerminfoLookup, name: String) {
        movesCursor = terminfo.hasString("cup")
        reportsMouse = movesCursor && (terminfo.hasString("kmous") || terminfo.hasString("XM"))
        let family = String(name.prefix { $0 != "-" && $0 != "." })
        bracketsPaste = movesCursor
            && (terminfo.hasString("BE") || terminfo.hasString("PS") || Self.bracketedPasteFamilies.contains(family))
    }
}
