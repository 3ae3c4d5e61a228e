import Glibc

/// What an editor left at a path, read no further than a limit so that a huge file costs no more
/// memory than the limit.
enum EditedFile: Equatable {
    /// Nothing is there, or it cannot be read.
    case missing
    /// A folder is there.
    case folder
    /// A file: its first bytes, up to one past the limit, and whether they are all of it.
    case bytes([UInt8], isWhole: Bool)

    /// Reads what is at `path`, at most `limit` + 1 bytes of it.
    init(path: String, limit: Int) {
        let input = open(path, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else {
            self = .missing
            return
        }
        defer { close(input) }
        var info = stat()
        guard fstat(input, &info) == 0 else {
            self = .missing
            return
        }
        guard info.st_mode & S_IFMT != S_IFDIR else {
            self = .folder
            return
        }
        var buffer = [UInt8](repeating: 0, count: limit + 1)
        var filled = 0
        while filled < buffer.count {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress! + filled, $0.count - filled) }
            if count == 0 { break }
            if count < 0 {
                guard errno == EINTR else { break }
                continue
            }
            filled += count
        }
        self = .bytes(Array(buffer.prefix(min(filled, limit))), isWhole: filled <= limit)
    }
}
