import FoundationEssentials
import LeanFoundation

/// The user's editor: `$VISUAL`, else `$EDITOR`, else `vi`, run by `/bin/sh` on a temporary file
/// only the user can read, the way git runs it (so `EDITOR="code -w"` works).
struct TextEditor {
    let environment: [String: String]

    /// The command line of the editor.
    var command: String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name]?.trimmingWhitespace(), !value.isEmpty { return value }
        }
        return "vi"
    }

    /// Runs the editor on a file holding `initial` and returns the file as saved; nil when the file
    /// could not be made or the editor could not be started or failed.
    func edit(_ initial: String) -> String? {
        let folder = FileManager.default.temporaryDirectory
        let file = folder.appendingPathComponent("kiji-comment-\(UUID().uuidString).md")
        guard FileManager.default.createFile(atPath: file.path, contents: Data(initial.utf8), attributes: [.posixPermissions: 0o600]) else {
            return nil
        }
        defer { try? FileManager.default.removeItem(at: file) }
        guard let editor = ChildProcess.start(
            "/bin/sh", arguments: ["-c", "\(command) \"$1\"", "sh", file.path], environment: environment, attachment: .terminal)
        else { return nil }
        guard editor.waitForExit() == 0, let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Where text that could not be sent is kept: `$XDG_STATE_HOME/kiji/unsent`, by default
/// `~/.local/state/kiji/unsent`, one file per text, readable by the user alone.
struct UnsentTexts {
    let environment: [String: String]

    /// The folder; a relative `XDG_STATE_HOME` is ignored, as the XDG spec says.
    var folder: URL {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("kiji/unsent")
        }
        let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/kiji/unsent")
    }

    /// Writes `text` to a new file and returns its path; nil when it could not be written.
    func keep(_ text: String) -> String? {
        let manager = FileManager.default
        guard (try? manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
        else { return nil }
        let stamp = Date().ISO8601Format().replacing(":", with: "")
        let file = folder.appendingPathComponent("comment-\(stamp)-\(UUID().uuidString.prefix(8)).md")
        let written = manager.createFile(atPath: file.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
        return written ? file.path : nil
    }
}
