/// How kiji copies text, decided from the environment: tmux takes an application's OSC 52 only
/// when its `set-clipboard` is `on` (the default, `external`, drops it), so inside tmux the text
/// goes into tmux's paste buffer by its own command; elsewhere it goes to the terminal as OSC 52.
enum ClipboardRoute: Equatable {
    /// `tmux load-buffer -w`, with this tmux program.
    case tmux(program: String)
    /// OSC 52 on the terminal.
    case terminal

    /// The route for a process with `environment`; `findProgram` finds a program on `PATH`.
    static func chosen(environment: [String: String], findProgram: (String) -> String?) -> ClipboardRoute {
        guard let socket = environment["TMUX"], !socket.isEmpty, let program = findProgram("tmux") else { return .terminal }
        return .tmux(program: program)
    }

    /// The tmux commands that put the text on their standard input in tmux's paste buffer, tried in
    /// turn: with `-w` (tmux 3.2 and later also hand it to the outer terminal's clipboard), then
    /// without. The text goes on the input, not the command line: tmux refuses a command longer
    /// than 16 KiB ("command too long"), and Linux an argument longer than 128 KiB.
    static let tmuxCommands: [[String]] = [["load-buffer", "-w", "-"], ["load-buffer", "-"]]
}
