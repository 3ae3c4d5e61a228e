import FoundationEssentials
import Glibc
import KijiModules
import LeanFoundation

/// The real browser, clipboard and editor: `$BROWSER` or `xdg-open`, OSC 52, `$VISUAL` or
/// `$EDITOR` with the screen suspended, and files for unsent text.
struct SystemExternalActions: ExternalActions {
    let environment: [String: String]
    /// Runs its argument with the terminal given back to the shell, then repaints.
    let whileSuspended: @MainActor @Sendable (() -> EditorOutcome) -> EditorOutcome

    /// Starts `$BROWSER` (a colon-separated list; `%s` marks where the URL goes) or `xdg-open`.
    func openInBrowser(_ url: URL) -> Bool {
        var commands = (environment["BROWSER"] ?? "").split(separator: ":").map(String.init)
        commands.append("xdg-open")
        for command in commands {
            var words = command.split(separator: " ").map(String.init)
            guard let program = words.first, let path = executablePath(program) else { continue }
            words.removeFirst()
            let arguments = words.contains("%s") ? words.map { $0 == "%s" ? url.absoluteString : $0 } : words + [url.absoluteString]
            if launch(path, arguments) { return true }
        }
        return false
    }

    /// Copies `text` by the ``ClipboardRoute`` the environment calls for: into tmux's paste buffer
    /// inside tmux, else (or when tmux refuses) as an OSC 52 sequence, which carries the text
    /// base64-encoded, so no byte of it reaches the terminal raw. Either way the text goes whole,
    /// however long: to tmux on its input, to the terminal through every partial write.
    @MainActor
    func copyToClipboard(_ text: String) -> ClipboardCopy? {
        if case .tmux(let program) = ClipboardRoute.chosen(environment: environment, findProgram: executablePath) {
            for arguments in ClipboardRoute.tmuxCommands
            where ChildProcess.run(program, arguments: arguments, environment: environment, input: Array(text.utf8)) == 0 {
                return .tmuxBuffer
            }
        }
        let sequence = "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
        return WholeWrite.write(sequence.utf8, to: STDOUT_FILENO) == nil ? .sentToTerminal : nil
    }

    @MainActor
    func editText(_ initial: String) -> EditorOutcome {
        let editor = TextEditor(environment: environment)
        let unsent = UnsentTexts(environment: environment)
        return whileSuspended { editor.edit(initial, keepingIn: unsent) }
    }

    func keepUnsent(_ text: String) -> String? { UnsentTexts(environment: environment).keep(text) }

    private func executablePath(_ program: String) -> String? {
        if program.contains("/" as Character) { return FileManager.default.isExecutableFile(atPath: program) ? program : nil }
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private func launch(_ path: String, _ arguments: [String]) -> Bool {
        guard let browser = ChildProcess.start(path, arguments: arguments, attachment: .detached) else { return false }
        browser.reapWhenItEnds()
        return true
    }
}
