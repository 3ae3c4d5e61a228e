import Glibc
import Localization
import TerminalUI

/// What kiji says, and the status it exits with, when the terminal cannot run the reader.
struct TerminalRefusal {
    /// One sentence for standard error.
    let sentence: String
    /// 2 for a terminal that cannot draw screens at all, 1 otherwise.
    let status: Int32

    /// The refusal for `error`.
    init(_ error: TerminalError) {
        switch error {
        case .notATerminal:
            sentence = tr("kiji needs a terminal: standard input and output must not be redirected.")
            status = 1
        case .unknownTerminalType(let name):
            sentence = tr("The terminal type \"{term}\" is not known to terminfo; try TERM=xterm-256color.", ["term": name])
            status = 1
        case .cannotMoveCursor(let name):
            sentence = tr(
                "This terminal (TERM={term}) cannot move the cursor, so kiji cannot draw its screens; `kiji read ID | cat` prints an article as text.",
                ["term": name])
            status = 2
        }
    }

    /// Says the sentence on standard error and ends the process with the status.
    func exit() -> Never {
        Console.error("kiji: " + sentence)
        Glibc.exit(status)
    }
}
