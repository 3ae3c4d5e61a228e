import FoundationEssentials
import Glibc

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
        newFile { output in
            var bytes = Array(text.utf8)[...]
            return Self.writeAll(&bytes, to: output)
        }
    }

    /// Copies the file at `path` to a new file a block at a time, so a file of any size costs
    /// little memory; returns the new file's path, nil when it could not be copied.
    func keepFile(at path: String) -> String? {
        let input = open(path, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { return nil }
        defer { close(input) }
        return newFile { output in
            var block = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = block.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count == 0 { return true }
                if count < 0 {
                    guard errno == EINTR else { return false }
                    continue
                }
                var chunk = block[..<count]
                guard Self.writeAll(&chunk, to: output) else { return false }
            }
        }
    }

    /// Makes a new file of mode 0600 in the folder and fills it with `fill`; its path, or nil
    /// (and no file) when either failed.
    private func newFile(_ fill: (Int32) -> Bool) -> String? {
        let manager = FileManager.default
        guard (try? manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
        else { return nil }
        let stamp = Date().ISO8601Format().replacing(":", with: "")
        let path = folder.appendingPathComponent("comment-\(stamp)-\(UUID().uuidString.prefix(8)).md").path
        let output = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { return nil }
        let filled = fill(output)
        guard close(output) == 0, filled else {
            unlink(path)
            return nil
        }
        return path
    }

    private static func writeAll(_ bytes: inout ArraySlice<UInt8>, to output: Int32) -> Bool {
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if count < 0 {
                guard errno == EINTR else { return false }
                continue
            }
            bytes = bytes.dropFirst(count)
        }
        return true
    }
}
