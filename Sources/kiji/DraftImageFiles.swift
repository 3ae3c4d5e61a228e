import FoundationEssentials
import Glibc
import KijiDomain
import Localization

/// The images of a draft being previewed, read from the files its Markdown names, relative to
/// the draft's folder (`![figure](images/figure.png)`).
///
/// Only local files: an address with a scheme (`https://…`) is not fetched from a preview. A file
/// over 20 MB is refused before it is read; the bytes are untrusted all the same, and whoever
/// draws them checks the header first.
struct DraftImageFiles: ImageRepository {
    /// The folder relative paths start from.
    let folder: String
    /// The most bytes a file may have.
    static let maxBytes = 20 * 1024 * 1024

    /// The images of the draft at `draftPath`.
    init(draftPath: String) {
        let slash = draftPath.lastIndex(of: "/")
        folder = slash.map { String(draftPath[..<$0]) } ?? "."
    }

    func imageBytes(at address: String) async throws(LoadError) -> [UInt8] {
        guard !address.contains("://"), !address.hasPrefix("data:"), !address.isEmpty else {
            throw LoadError(kind: .notFound, message: tr("A preview shows only local image files, not {address}.", ["address": address]))
        }
        let path = address.hasPrefix("/") ? address : folder + "/" + address
        var status = stat()
        guard stat(path, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            throw LoadError(kind: .notFound, message: tr("Cannot read {address}: {reason}.", ["address": address, "reason": reason]))
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw LoadError(kind: .notFound, message: tr("{address} is not a file.", ["address": address])) }
        guard Int(status.st_size) <= Self.maxBytes else {
            throw LoadError(kind: .server, message: tr("{address} is over the 20 MB limit for an image.", ["address": address]))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(kind: .notFound, message: tr("Cannot read {address}.", ["address": address]))
        }
        return [UInt8](data)
    }
}
