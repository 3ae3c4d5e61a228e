import FoundationEssentials
import Glibc
import LeanFoundation
import Localization
import Synchronization

/// Images kept on disk, one file per address, in a folder of their own beside the cache database,
/// within a byte budget: when a new file takes the folder over it, the least recently used files
/// go first.
///
/// A file is named by a 128-bit hash of its API origin and its address (so the same address
/// kept for one origin is never read for another) and written under a temporary name, then
/// renamed, so another kiji process never reads half a file. Reading a file marks it used (its
/// modification time), so eviction order is shared by every process using the folder. Only bytes
/// whose header passed the image checks are written here. A file that cannot be written is said
/// once in ``notices`` (a full disk as a full disk); the image is then only not kept.
public final class ImageDiskCache: Sendable {
    /// The folder.
    public let folder: String
    /// The API origin whose images these are (the cache namespace, as ``CacheStore/origin``).
    public let origin: String
    private let budgetBytes: @Sendable () -> Int
    /// Bytes in the folder as last counted plus those written since; nil until first counted.
    private let knownBytes = Mutex<Int?>(nil)
    private let temporaryCounter = Atomic<Int>(0)
    /// Where a failure to keep an image is said (the cache store's, so the status bar shows it).
    public let notices: CacheNotices

    /// A cache of `origin`'s images in `folder` (made when first written; shared by every origin)
    /// holding at most `budgetBytes()` bytes, asked again after each write, since the budget is
    /// what the database leaves; failures to write are said in `notices`.
    public init(folder: String, origin: String, notices: CacheNotices = CacheNotices(), budgetBytes: @escaping @Sendable () -> Int) {
        self.folder = folder
        self.origin = origin
        self.notices = notices
        self.budgetBytes = budgetBytes
    }

    /// The kept bytes for `address`, marking them used; nil when none are kept.
    public func bytes(for address: String) -> [UInt8]? {
        let path = path(for: address)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        _ = utimensat(AT_FDCWD, path, nil, 0)
        return Array(data)
    }

    /// Whether bytes are kept for `address`, without reading them or marking them used.
    public func holds(_ address: String) -> Bool {
        access(path(for: address), F_OK) == 0
    }

    /// Keeps `bytes` for `address`, then evicts the least recently used files over the budget.
    /// A failure to write (a full disk, a folder that cannot be made) is said once in ``notices``
    /// and only means the image is not kept.
    public func store(_ bytes: [UInt8], for address: String) {
        let final = path(for: address)
        let temporary = "\(folder)/.incoming-\(getpid())-\(temporaryCounter.add(1, ordering: .relaxed).newValue)"
        let failure = ImageFileWrite.makeFolders(folder) ?? PrivateFile.write(bytes, to: temporary)
        if let failure {
            notices.say(Self.sentence(for: failure, folder: folder))
            return
        }
        guard rename(temporary, final) == 0 else {
            notices.say(Self.sentence(for: errno, folder: folder))
            unlink(temporary)
            return
        }
        let total = knownBytes.withLock { known -> Int? in
            guard let counted = known else { return nil }
            known = counted + bytes.count
            return known
        }
        if total.map({ $0 > budgetBytes() }) ?? true { evict() }
    }

    /// What a user is told when an image file could not be written for `code` (an errno).
    static func sentence(for code: Int32, folder: String) -> String {
        if code == ENOSPC || code == EDQUOT {
            return tr("The disk is full, so kiji cannot keep images in {folder}.", ["folder": folder])
        }
        return tr("Images cannot be kept in {folder}: {reason}.", ["folder": folder, "reason": String(cString: strerror(code))])
    }

    /// What the folder holds.
    public func info() -> ImageCacheInfo {
        let files = keptFiles()
        return ImageCacheInfo(folder: folder, files: files.count, bytes: files.reduce(0) { $0 + $1.bytes })
    }

    /// Removes every kept image, and what an interrupted write left; returns how many images there were.
    @discardableResult
    public func clear() -> Int {
        let files = keptFiles()
        for file in files { unlink(file.path) }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(".incoming-") {
            unlink("\(folder)/\(name)")
        }
        knownBytes.withLock { $0 = 0 }
        return files.count
    }

    /// Deletes the least recently used files until the folder is within the budget.
    public func evict() {
        let budget = max(0, budgetBytes())
        var files = keptFiles()
        var total = files.reduce(0) { $0 + $1.bytes }
        files.sort { $0.lastUsed < $1.lastUsed }
        for file in files where total > budget {
            if unlink(file.path) == 0 || errno == ENOENT { total -= file.bytes }
        }
        knownBytes.withLock { $0 = total }
    }

    /// The file for `address` of the origin: 32 hex digits of two 64-bit FNV-1a hashes, with
    /// different seeds, of the origin, a newline and the address.
    func path(for address: String) -> String {
        let bytes = Array((origin + "\n" + address).utf8)
        let first = Self.fnv1a(bytes, basis: 0xcbf2_9ce4_8422_2325)
        let second = Self.fnv1a(bytes, basis: 0x8422_2325_cbf2_9ce4)
        return "\(folder)/\(Self.hex(first))\(Self.hex(second))"
    }

    private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        bytes.reduce(basis) { hash, byte in (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// One kept file: its path, size and when it was last used.
    private struct KeptFile {
        var path: String
        var bytes: Int
        var lastUsed: Double
    }

    /// The image files in the folder (not the temporary ones being written).
    private func keptFiles() -> [KeptFile] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.compactMap { name in
            guard !name.hasPrefix(".") else { return nil }
            let path = "\(folder)/\(name)"
            var status = stat()
            guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
            let modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
            return KeptFile(path: path, bytes: Int(status.st_size), lastUsed: modified)
        }
    }
}
