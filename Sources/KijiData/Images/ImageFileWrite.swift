import Glibc

/// The folders an image is kept in, made with the errno of a failure (nil on success), so that the
/// user can be told why an image was not kept; the file itself is a ``PrivateFile``.
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
}
