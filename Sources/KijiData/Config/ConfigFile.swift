import Glibc
import Localization

/// Reads config.toml's text, or says in one sentence why it cannot: a symbolic link loop, a
/// folder, a missing permission, a file too large for settings or not UTF-8 text.
enum ConfigFile {
    /// What reading the file gave.
    enum Contents: Equatable {
        /// No file: all defaults, and no problem.
        case missing
        /// The file's text.
        case text(String)
        /// Why the file cannot be used, for a ``ConfigProblem``'s message.
        case unreadable(String)
    }

    /// The largest config.toml kiji reads: a settings file is a few kilobytes, and a larger one is
    /// reported at once instead of parsed.
    static let sizeLimit = 1 << 20

    /// Reads the file at `path`, following symbolic links.
    static func read(_ path: String) -> Contents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return failure(path, errno: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return failure(path, errno: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .unreadable(tr("could not be read: it is a folder, not a file; using the defaults."))
        default: return .unreadable(tr("could not be read: it is not a regular file; using the defaults."))
        }
        let tooLarge = Contents.unreadable(tr("is larger than 1 MB, more than any settings need; using the defaults."))
        guard info.st_size <= sizeLimit else { return tooLarge }
        let bytes: [UInt8]
        switch readAll(descriptor) {
        case .bytes(let read): bytes = read
        case .tooLarge: return tooLarge
        case .failed(let code): return failure(path, errno: code)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .unreadable(tr("could not be read as UTF-8 text; using the defaults."))
        }
        return .text(text)
    }

    /// What reading to the end gave.
    private enum Reading {
        case bytes([UInt8])
        case tooLarge
        case failed(Int32)
    }

    /// The bytes to the end, unless there are more than ``sizeLimit`` (a file that grew) or `read` fails.
    private static func readAll(_ descriptor: Int32) -> Reading {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .bytes(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(errno)
            }
            bytes += chunk[..<count]
            if bytes.count > sizeLimit { return .tooLarge }
        }
    }

    /// The contents for an `open` or `fstat` that failed with `code`.
    private static func failure(_ path: String, errno code: Int32) -> Contents {
        switch code {
        case ENOENT:
            var info = stat()
            guard lstat(path, &info) == 0 else { return .missing }
            return .unreadable(tr("could not be read: it is a symbolic link to a missing file; using the defaults."))
        case ELOOP:
            return .unreadable(tr("could not be read: it is a loop of symbolic links; using the defaults."))
        default:
            return .unreadable(tr("could not be read: {reason}; using the defaults.", ["reason": String(cString: strerror(code))]))
        }
    }
}
