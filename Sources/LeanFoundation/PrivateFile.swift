import Glibc

/// A new file only its owner may read or write: created where nothing is (never over a file or
/// through a symbolic link), mode 0600, written in full. For what kiji keeps for the user alone:
/// unsent comments, images, the access token.
///
/// Each step answers with the errno of its failure, or nil, so that the caller can say why.
public struct PrivateFile: ~Copyable {
    /// The open file.
    public let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Creates the file at `path`, or gives the errno that stopped it (EEXIST when anything,
    /// a link included, is there).
    public static func create(_ path: String) -> Result<PrivateFile, PrivateFileError> {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return .failure(PrivateFileError(errno: errno)) }
        return .success(PrivateFile(descriptor: descriptor))
    }

    /// Writes all of `bytes`, through interrupted writes; the errno of a failure (EIO for a
    /// write that wrote nothing), or nil.
    public func write(_ bytes: some Collection<UInt8>) -> Int32? {
        WholeWrite.write(bytes, to: descriptor)
    }

    /// Closes the file; the errno of a failed close (a write the kernel could not finish), or nil.
    public consuming func close() -> Int32? {
        Glibc.close(descriptor) == 0 ? nil : errno
    }

    /// Creates the file at `path` holding `bytes`: nil, or the errno of the step that failed (the
    /// file is then removed if it was made).
    public static func write(_ bytes: some Collection<UInt8>, to path: String) -> Int32? {
        switch create(path) {
        case .failure(let error): return error.errno
        case .success(let file):
            let failure = file.write(bytes)
            let closing = file.close()
            guard let problem = failure ?? closing else { return nil }
            unlink(path)
            return problem
        }
    }
}

/// Why a ``PrivateFile`` could not be created.
public struct PrivateFileError: Error, Equatable {
    /// The C library's error number.
    public let errno: Int32
}
