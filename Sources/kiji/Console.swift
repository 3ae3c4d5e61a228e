import Foundation

/// Writes the command line's messages; nothing written here ever holds the token's value.
enum Console {
    /// Writes a line to standard output.
    static func out(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

    /// Writes a line to standard error.
    static func error(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
}
