/// The reports kiji asks the terminal to send with its input, as DEC private modes.
///
/// Mouse: clicks and the wheel (mode 1000) in the SGR encoding (1006), which has no column limit;
/// a terminal without SGR sends X10 reports, which the decoder still reads. Bracketed paste (2004)
/// marks pasted text so that it is never read as keys. Focus reports (1004) are never asked for.
/// Each is asked for only where ``TerminalSupport`` says the terminal understands it, and only a
/// mode asked for is turned off again.
struct InputReports: Equatable {
    /// Turns mouse reporting on.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    /// Turns every mouse mode off, including the ones kiji does not use.
    static let mouseOff = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l"
    /// Turns bracketed paste on.
    static let bracketedPasteOn = "\u{1B}[?2004h"
    /// Turns bracketed paste off.
    static let bracketedPasteOff = "\u{1B}[?2004l"

    /// Whether mouse reports are asked for.
    var mouse: Bool
    /// Whether bracketed paste is asked for.
    var bracketedPaste: Bool

    /// The reports the terminal understands, with the mouse only when `mouse` (the user's choice).
    init(support: TerminalSupport, mouse: Bool) {
        self.mouse = mouse && support.reportsMouse
        bracketedPaste = support.bracketsPaste
    }

    /// The sequences that turn the reports on.
    var on: String {
        (mouse ? Self.mouseOn : "") + (bracketedPaste ? Self.bracketedPasteOn : "")
    }

    /// The sequences that turn the same reports off again.
    var off: String {
        (mouse ? Self.mouseOff : "") + (bracketedPaste ? Self.bracketedPasteOff : "")
    }
}
