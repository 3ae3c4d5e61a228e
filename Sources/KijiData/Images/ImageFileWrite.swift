import Glibc

/// The two file-system steps of keeping an image, each answering with the errno of its failure
/// (nil on success), so that the user can be told why an image was not kept.
enum ImageFileWrite {
    /// Makes `folder` and the folders above it that are missing, each 0700.
    static func makeFolders(_ folder: String) -> Int32? {
        var status = stat()
        if stat(folder, &status) == 0 { return (status.st_mode & S_IFMT) == S_IFDIR ? nil : ENOTDIR }
        var path = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o700) != 0 && errno != EEXIST { return errno }
        }
        guard stat(folder, &status) == 0 else { return errno }
        return (status.st_mode & S_IFMT) == S_IFDIR ? nil : ENOTDIR
    }

    /// Writes `bytes` to a new file at `path` (0600, never over an existing file or through a link).
    static func write(_ bytes: [UInt8], to path: String) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return errno }
        var failure: Int32?
        var offset = 0
        while offset < bytes.count, failure == nil {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written == 0 {
                failure = EIO
            } else if errno != EINTR {
                failure = errno
            }
        }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        return failure
    }
}
