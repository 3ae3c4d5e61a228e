/// Whether to wrap each frame in DEC mode 2026 (synchronized output), so that the terminal shows it
/// whole however many writes it takes.
///
/// The terminal is asked with DECRQM at start, in the same round trip as the graphics questions
/// (``TerminalAnswers/query(graphics:version:synchronizedOutput:)``), and frames are wrapped only
/// when it reports the mode.
public enum SynchronizedOutput {
    /// The first tmux that passes mode 2026 through to the terminal outside it, frame by frame.
    static let firstTmux = [3, 7]

    /// Whether the terminal in `environment` may be asked: not Apple's Terminal (which prints a
    /// stray `p` for DECRQM), not screen, and not a tmux older than 3.7 (`TERM_PROGRAM_VERSION`
    /// inside tmux; unknown counts as older).
    public static func isWorthAsking(environment: [String: String]) -> Bool {
        if environment["TERM_PROGRAM"] == "Apple_Terminal" { return false }
        let term = environment["TERM"] ?? ""
        if environment["STY"] != nil || term.hasPrefix("screen") { return false }
        guard environment["TMUX"] != nil || term.hasPrefix("tmux") else { return true }
        guard environment["TERM_PROGRAM"] == "tmux", let version = environment["TERM_PROGRAM_VERSION"] else { return false }
        let numbers = version.split(whereSeparator: { !$0.isNumber }).prefix(2).compactMap { Int($0) }
        return numbers.count == 2 && numbers.lexicographicallyPrecedes(firstTmux) == false
    }

    /// Whether frames are wrapped, given what the terminal answered (nil: it was not asked).
    public static func isOn(answers: TerminalAnswers?) -> Bool {
        answers?.synchronizedOutput == true
    }

    /// What starts a frame the terminal holds until ``end``.
    static let begin = "\u{1B}[?2026h"
    /// What ends it: the terminal shows the frame whole.
    static let end = "\u{1B}[?2026l"
}
