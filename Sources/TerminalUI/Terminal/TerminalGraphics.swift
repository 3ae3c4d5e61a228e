/// The pixel protocol a terminal speaks best, chosen from its environment and its answers.
public enum TerminalGraphics: Equatable, Sendable {
    /// kitty's graphics protocol.
    case kitty
    /// DEC sixel graphics.
    case sixel
    /// iTerm2's inline images.
    case iterm2
    /// No pixels: colour blocks only.
    case none

    /// Whether the program runs inside tmux or screen (`TMUX`, `STY`, a `TERM` of `screen…` or
    /// `tmux…`): they pass no pixels through reliably, and answer for themselves, so there is no
    /// point in asking.
    public static func isMultiplexed(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
    }

    /// The protocol for a terminal in `environment` that gave `answers`:
    /// - none inside tmux or screen;
    /// - iTerm2 where `TERM_PROGRAM` or XTVERSION names iTerm2 or WezTerm, whose own protocol it
    ///   is or the one they draw best (XTVERSION reaches over ssh, which drops `TERM_PROGRAM`);
    /// - kitty when the graphics query was answered OK, or `TERM` is `xterm-kitty`;
    /// - sixel when DA1 lists attribute 4;
    /// - none otherwise.
    public static func choose(environment: [String: String], answers: TerminalAnswers) -> TerminalGraphics {
        if isMultiplexed(environment: environment) { return .none }
        let version = answers.version ?? ""
        if ["iTerm.app", "WezTerm"].contains(environment["TERM_PROGRAM"] ?? "") || version.hasPrefix("iTerm2 ")
            || version.hasPrefix("WezTerm ")
        {
            return .iterm2
        }
        if answers.kittyGraphics || environment["TERM"] == "xterm-kitty" { return .kitty }
        if answers.sixel { return .sixel }
        return .none
    }
}
