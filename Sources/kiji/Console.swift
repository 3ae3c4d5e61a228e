import Glibc

/// Writes the command line's messages; nothing written here ever holds the token's value.
enum Console {
    /// Writes a line to standard output.
    static func out(_ line: String) { write(line + "\n", to: STDOUT_FILENO) }

    /// Writes a line to standard error.
    static func error(_ line: String) { write(line + "\n", to: STDERR_FILENO) }

    /// Writes `text` as it is, unbuffered: all of it, unless the descriptor fails.
    static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }
}
