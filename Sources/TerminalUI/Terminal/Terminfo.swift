@preconcurrency import CNCursesw

/// The terminfo entry ncurses loaded with `setupterm` (or `initscr`) for the terminal in use.
struct Terminfo: TerminfoLookup {
    /// Whether the loaded entry has the string capability `name`.
    func hasString(_ name: String) -> Bool {
        kiji_tigetstr(name) != nil
    }
}
