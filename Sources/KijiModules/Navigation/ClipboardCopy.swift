/// Where a copy went, as far as kiji can know: what `y` and the message log say of it.
public enum ClipboardCopy: Sendable, Equatable {
    /// Into tmux's paste buffer (`tmux load-buffer -w`, which also hands it to the outer terminal's
    /// clipboard where tmux's `set-clipboard` allows): tmux said it took it.
    case tmuxBuffer
    /// Written to the terminal as OSC 52; whether the terminal put it on the clipboard cannot be
    /// known, since terminals do not answer it.
    case sentToTerminal
}
