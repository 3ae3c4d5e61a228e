import FoundationEssentials
import Glibc
import LeanFoundation

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
        newFile { file in file.write(Array(text.utf8)) == nil }
    }

    /// Copies the file at `path` to a new file a block at a time, so a file of any size costs
    /// little memory; returns the new file's path, nil when it could not be copied.
    func keepFile(at path: String) -> String? {
        let input = open(path, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { return nil }
        defer { close(input) }
        return newFile { file in
            var block = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = block.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count == 0 { return true }
                if count < 0 {
                    guard errno == EINTR else { return false }
                    continue
                }
                guard file.write(block[..<count]) == nil else { return false }
            }
        }
    }

    /// Makes a new file of mode 0600 in the folder and fills it with `fill`; its path, or nil
    /// (and no file) when either failed.
    private func newFile(_ fill: (borrowing PrivateFile) -> Bool) -> String? {
        let manager = FileManager.default
        guard (try? manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
        else { return nil }
        let stamp = Date().ISO8601Format().replacing(":", with: "")
        let path = folder.appendingPathComponent("comment-\(stamp)-\(UUID().uuidString.prefix(8)).md").path
        guard case .success(let file) = PrivateFile.create(path) else { return nil }
        let filled = fill(file)
        guard file.close() == nil, filled else {
            unlink(path)
            return nil
        }
        return path
    }
}
