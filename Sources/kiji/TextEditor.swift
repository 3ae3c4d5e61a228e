import FoundationEssentials
import Glibc
import KijiModules
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

    /// Runs the editor on a file holding `initial` and says what came of it. Whatever the editor
    /// wrote is kept in `unsent` when it ended badly, or when the text is over `limit` bytes or
    /// not UTF-8; no more than `limit` + 1 bytes of the file are read.
    func edit(_ initial: String, keepingIn unsent: UnsentTexts, limit: Int = CommentLimit.bytes) -> EditorOutcome {
        let folder = FileManager.default.temporaryDirectory
        let file = folder.appendingPathComponent("kiji-comment-\(UUID().uuidString).md")
        guard FileManager.default.createFile(atPath: file.path, contents: Data(initial.utf8), attributes: [.posixPermissions: 0o600]) else {
            return .notStarted
        }
        defer { try? FileManager.default.removeItem(at: file) }
        guard let editor = ChildProcess.start(
            "/bin/sh", arguments: ["-c", "\(command) \"$1\"", "sh", file.path], environment: environment, attachment: .terminal)
        else { return .notStarted }
        let badEnding = Self.badEnding(of: editor)
        switch EditedFile(path: file.path, limit: limit) {
        case .folder: return .failed(.folderInPlaceOfFile, kept: nil)
        case .missing: return badEnding.map { .failed($0, kept: nil) } ?? .saved("")
        case .bytes(let bytes, let isWhole):
            if let badEnding {
                let wrote = !isWhole || bytes != Array(initial.utf8)
                return .failed(badEnding, kept: wrote ? unsent.keepFile(at: file.path) : nil)
            }
            guard isWhole else { return .refused(.tooLarge(limit: limit), kept: unsent.keepFile(at: file.path)) }
            guard let text = String(validating: bytes, as: UTF8.self) else { return .refused(.notUTF8, kept: unsent.keepFile(at: file.path)) }
            return .saved(text)
        }
    }

    /// Waits for `editor` to end and reaps it; nil when it exited with 0, else how it ended. The
    /// shell in between reports an editor a signal stopped as status 128 + the signal; an editor
    /// that cannot be waited for counts as status -1.
    private static func badEnding(of editor: ChildProcess) -> EditorEnding? {
        var status: Int32 = 0
        while waitpid(editor.pid, &status, 0) < 0 {
            guard errno == EINTR else { return .exitStatus(-1) }
        }
        let signal = status & 0x7F
        guard signal == 0 else { return .signal(signal) }
        let code = (status >> 8) & 0xFF
        if code > 128, code < 128 + 65 { return .signal(code - 128) }
        return code == 0 ? nil : .exitStatus(code)
    }
}
