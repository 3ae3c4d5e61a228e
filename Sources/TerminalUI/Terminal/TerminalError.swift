/// Why the real terminal could not be started.
public enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// The terminal type (`TERM`) is unknown to terminfo or too limited.
    case unknownTerminalType(String)
    /// The terminal of this type (`TERM`) cannot move the cursor (terminfo has no `cup`), so no
    /// screen can be drawn on it.
    case cannotMoveCursor(String)

    /// One sentence for the user.
    public var description: String {
        switch self {
        case .notATerminal:
            "kiji needs a terminal: standard input and output must not be redirected."
        case .unknownTerminalType(let name):
            "The terminal type \"\(name)\" is not known to terminfo; try TERM=xterm-256color."
        case .cannotMoveCursor(let name):
            "This terminal (TERM=\(name)) cannot move the cursor, so no screen can be drawn on it."
        }
    }
}
