import CTerminalRestore
import Glibc

/// Puts the user's terminal back the way it was: on normal exit, on termination signals and,
/// through an async-signal-safe C handler, on crash signals.
enum TerminalRestore {
    /// Reset sequences used when terminfo does not provide them (xterm).
    static let fallbackSequences = (
        attributes: "\u{1B}[0m",
        keypadOff: "\u{1B}[?1l\u{1B}>",
        cursorVisible: "\u{1B}[?25h",
        alternateScreenOff: "\u{1B}[?1049l"
    )

    /// Saves the tty modes; call before curses changes them.
    static func saveModes() {
        _ = kiji_restore_save_modes(STDIN_FILENO, STDOUT_FILENO)
    }

    /// Prepares the emergency reset bytes, preferring the terminal's own capabilities;
    /// `inputReportsOff` turns off the input reports that were asked for.
    static func prepare(
        attributes: String?, inputReportsOff: String, keypadOff: String?, cursorVisible: String?, alternateScreenOff: String?
    ) {
        let fallback = fallbackSequences
        let bytes = (attributes ?? fallback.attributes)
            + inputReportsOff
            + (keypadOff ?? fallback.keypadOff)
            + (cursorVisible ?? fallback.cursorVisible)
            + (alternateScreenOff ?? fallback.alternateScreenOff)
        let utf8 = Array(withoutPadding(bytes).utf8)
        utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                kiji_restore_set_reset_bytes(chars.baseAddress, chars.count)
            }
        }
    }

    /// Removes terminfo delay specifications such as `$<5>` or `$<2*/>`, which only tputs understands.
    static func withoutPadding(_ capability: String) -> String {
        var result = ""
        var rest = Substring(capability)
        while let start = rest.firstRange(of: "$<") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else {
                rest = rest[start.lowerBound...]
                break
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// Installs the crash-signal handlers.
    static func installCrashHandlers() {
        _ = kiji_restore_install_crash_handlers()
    }

    /// Removes the crash-signal handlers.
    static func uninstallCrashHandlers() {
        kiji_restore_uninstall_crash_handlers()
    }

    /// Writes the reset bytes and restores the saved modes immediately.
    static func restoreNow() {
        kiji_restore_now()
    }
}
