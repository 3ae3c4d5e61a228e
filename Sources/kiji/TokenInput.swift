import FoundationEssentials
import Glibc
import Localization

/// Reads a token for `kiji login`: at a terminal with echo off, otherwise all of standard input.
enum TokenInput {
    /// The text typed or piped in; nil when nothing arrived.
    static func read() -> String? {
        guard isatty(STDIN_FILENO) == 1 else {
            return String(decoding: readToEnd(STDIN_FILENO), as: UTF8.self)
        }
        Console.write(tr("Qiita access token (input is hidden): "), to: STDERR_FILENO)
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
        Console.write("\n", to: STDERR_FILENO)
        return line
    }

    /// Every byte left on `descriptor`, until its end or a read error.
    private static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// The terminal settings to put back if the user interrupts while echo is off.
    nonisolated(unsafe) private static var savedSettings = termios()

    private static let restoreAndExit: @convention(c) (Int32) -> Void = { signalNumber in
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &TokenInput.savedSettings)
        _exit(128 + signalNumber)
    }
}
