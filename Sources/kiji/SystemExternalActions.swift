import Foundation
import KijiModules

/// The real browser and clipboard: `$BROWSER` or `xdg-open`, and OSC 52.
struct SystemExternalActions: ExternalActions {
    let environment: [String: String]

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

    /// Writes an OSC 52 sequence; the URL travels base64-encoded, so no byte of it reaches the terminal raw.
    @MainActor
    func copyToClipboard(_ text: String) -> Bool {
        let sequence = "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
        return sequence.utf8CString.withUnsafeBufferPointer { buffer in
            write(STDOUT_FILENO, buffer.baseAddress, buffer.count - 1) == buffer.count - 1
        }
    }

    private func executablePath(_ program: String) -> String? {
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) ? program : nil }
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private func launch(_ path: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return (try? process.run()) != nil
    }
}
