import Glibc
import Localization
import TerminalUI

/// Writes the command line's messages; nothing written here ever holds the token's value.
///
/// Every line passes through TerminalUI's ``Sanitizer`` (the one the screens use), so text a
/// server sent can never move the cursor, retitle the window or turn the text around. A failed
/// write on standard output ends the process: a closed pipe quietly, as the shell expects, any
/// other error with one sentence on standard error and exit status 1.
enum Console {
    /// Writes a line to standard output.
    static func out(_ line: String) { write(DisplayText(sanitizing: line).string + "\n", to: STDOUT_FILENO) }

    /// Writes a line to standard error.
    static func error(_ line: String) { write(DisplayText(sanitizing: line).string + "\n", to: STDERR_FILENO) }

    /// Writes `text` as it is, unbuffered: all of it, unless the descriptor fails; a failure on
    /// standard output ends the process (see ``Console``).
    static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                if descriptor == STDOUT_FILENO { OutputFailure.end(errno: count < 0 ? errno : EIO) }
                return
            }
            written += count
        }
    }
}
