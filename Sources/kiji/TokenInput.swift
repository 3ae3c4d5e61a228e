import Foundation

/// Reads a token for `kiji login`: at a terminal with echo off, otherwise all of standard input.
enum TokenInput {
    /// The text typed or piped in; nil when nothing arrived.
    static func read() -> String? {
        guard isatty(STDIN_FILENO) == 1 else {
            return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        FileHandle.standardError.write(Data("Qiita access token (input is hidden): ".utf8))
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return readLine(strippingNewline: true) }
        savedSettings = settings
        signal(SIGINT, restoreAndExit)
        signal(SIGTERM, restoreAndExit)
        var quiet = settings
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        let line = readLine(strippingNewline: true)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        FileHandle.standardError.write(Data("\n".utf8))
        return line
    }

    /// The terminal settings to put back if the user interrupts while echo is off.
    nonisolated(unsafe) private static var savedSettings = termios()

    private static let restoreAndExit: @convention(c) (Int32) -> Void = { signalNumber in
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &TokenInput.savedSettings)
        _exit(128 + signalNumber)
    }
}
