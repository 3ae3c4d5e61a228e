import ArgumentParser
import ArticleFile
import Dispatch
import FoundationEssentials
import Glibc
import KijiDomain
import Localization

/// A Markdown file on disk as a draft: read once, or watched for changes on the main queue.
///
/// Watching polls the file's inode, size and modification time every half second, which sees an
/// editor that writes in place and one that replaces the file alike; a version is read only when
/// they change. A file that disappears or cannot be read is reported once, until it changes again.
@MainActor
final class DraftFile: DraftSource {
    /// The file's path as given.
    let path: String
    private var timer: DispatchSourceTimer?
    private var lastStamp: FileStamp?
    private var onChange: (@MainActor (Result<ArticleDraft, DraftReadError>) -> Void)?

    /// How often the file is looked at.
    static let pollInterval = DispatchTimeInterval.milliseconds(500)

    /// A draft of the file at `path`.
    init(path: String) { self.path = path }

    var name: String { Self.name(of: path) }

    /// What a draft is called while it has no title: its file's name.
    nonisolated static func name(of path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

    func watch(_ onChange: @escaping @MainActor (Result<ArticleDraft, DraftReadError>) -> Void) {
        self.onChange = onChange
        lastStamp = nil
        poll()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + Self.pollInterval, repeating: Self.pollInterval)
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.poll() } }
        timer.resume()
        self.timer = timer
    }

    func stopWatching() {
        timer?.cancel()
        timer = nil
        onChange = nil
    }

    /// Reads the file at `path` now.
    nonisolated static func read(_ path: String) -> Result<ArticleDraft, DraftReadError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            guard access(path, R_OK) != 0 else {
                return .failure(DraftReadError(message: tr("Cannot read {path}: it is not a readable file.", ["path": path])))
            }
            let reason = String(cString: strerror(errno))
            return .failure(DraftReadError(message: tr("Cannot read {path}: {reason}.", ["path": path, "reason": reason])))
        }
        return .success(ArticleDraft(parsingFile: String(decoding: data, as: UTF8.self)))
    }

    /// The draft in the file at `path`; a file that cannot be read gets its sentence on standard
    /// error and exit status 1.
    nonisolated static func readOrExit(_ path: String) throws -> ArticleDraft {
        switch read(path) {
        case .success(let draft): return draft
        case .failure(let error):
            Console.error(tr("kiji preview: {reason}", ["reason": error.message]))
            throw ExitCode(1)
        }
    }

    private func poll() {
        let stamp = FileStamp(path: path)
        guard stamp != lastStamp else { return }
        lastStamp = stamp
        onChange?(Self.read(path))
    }
}

/// What changes when a file is written or replaced: inode, size and modification time; nil fields
/// when the file cannot be looked at.
private struct FileStamp: Equatable {
    let inode: UInt64?
    let size: Int64?
    let modified: timespec?

    init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            inode = nil
            size = nil
            modified = nil
            return
        }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = info.st_mtim
    }

    static func == (lhs: FileStamp, rhs: FileStamp) -> Bool {
        lhs.inode == rhs.inode && lhs.size == rhs.size
            && lhs.modified?.tv_sec == rhs.modified?.tv_sec && lhs.modified?.tv_nsec == rhs.modified?.tv_nsec
    }
}
