/// Reads string capabilities from the terminfo entry of the terminal in use.
///
/// ``TerminalSupport`` decides from what this answers; ``Terminfo`` reads the entry ncurses'
/// `setupterm` loaded, and a test answers from a table.
protocol TerminfoLookup {
    /// Whether the entry has the string capability `name` (such as `cup` or the extended `BE`),
    /// present and not cancelled.
    func hasString(_ name: String) -> Bool
}
