import Glibc

/// Keeps descriptors 0, 1 and 2 taken from the start.
enum StandardDescriptors {
    /// Opens /dev/null on each of descriptors 0–2 that is closed, so that no socket, database or
    /// other file kiji opens later can become standard output and receive what is printed.
    ///
    /// Standard output is opened for reading only: printing to a closed standard output then
    /// fails as it should, and says so (``OutputFailure``).
    static func holdOpen() {
        for descriptor in STDIN_FILENO...STDERR_FILENO where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == STDERR_FILENO ? O_WRONLY : O_RDONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
