import CNCursesw
import Glibc

/// A terminal's cell size in pixels for output written without curses (a printout's images), as
/// the full screen learns it: from the kernel, else by asking the terminal.
public enum TerminalCellSize {
    /// The cell size of the terminal standard output is, or nil when it is not one or neither the
    /// kernel nor the terminal says: the window's pixels from the kernel (`TIOCGWINSZ`), else the
    /// terminal's answer to `CSI 16 t` (asked through /dev/tty, waiting at most
    /// `timeoutMilliseconds`).
    public static func ofStandardOutput(timeoutMilliseconds: Int = 150) -> TerminalAnswers.CellPixels? {
        chosen(
            isTerminal: isatty(STDOUT_FILENO) == 1, kernel: WindowSize.cellPixels(of: STDOUT_FILENO),
            asking: { ask(timeoutMilliseconds: timeoutMilliseconds) })
    }

    /// The cell size for output to a terminal (`isTerminal`): the `kernel`'s when it has one, else
    /// what `asking` the terminal gets; nil, without asking, for output that is not a terminal.
    static func chosen(
        isTerminal: Bool, kernel: TerminalAnswers.CellPixels?, asking: () -> TerminalAnswers.CellPixels?
    ) -> TerminalAnswers.CellPixels? {
        guard isTerminal else { return nil }
        return kernel ?? asking()
    }

    /// Asks the controlling terminal for its cell size (`CSI 16 t`, then DA1, whose answer ends
    /// the wait) with echo and line editing off, and reads its answers for at most
    /// `timeoutMilliseconds`; anything typed meanwhile is dropped.
    private static func ask(timeoutMilliseconds: Int) -> TerminalAnswers.CellPixels? {
        let terminal = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else { return nil }
        defer { close(terminal) }
        var saved = termios()
        guard tcgetattr(terminal, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(terminal, TCSANOW, &quiet) == 0 else { return nil }
        defer { tcsetattr(terminal, TCSANOW, &saved) }
        let question = Array(("\u{1B}[16t" + TerminalAnswers.attributesQuery).utf8)
        guard question.withUnsafeBytes({ write(terminal, $0.baseAddress, $0.count) }) == question.count else { return nil }
        return TerminalAnswerWait.read(from: terminal, timeoutMilliseconds: timeoutMilliseconds).answers.cellPixels
    }
}
