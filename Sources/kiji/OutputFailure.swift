@preconcurrency import Glibc
import Localization

/// What happens when standard output cannot be written: the end of a pipe is quiet, anything
/// else is said once.
enum OutputFailure {
    /// Ends the process after a failed write on standard output: a reader that went away
    /// (`| head`) ends it as SIGPIPE would, without a word; any other error (a full disk, a
    /// closed descriptor) says so on standard error and exits with status 1.
    static func end(errno code: Int32) -> Never {
        if code == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, SIGPIPE)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            raise(SIGPIPE)
            _exit(128 + SIGPIPE)
        }
        let reason = String(cString: strerror(code))
        Console.write(tr("kiji: could not write to standard output: {reason}", ["reason": reason]) + "\n", to: STDERR_FILENO)
        _exit(1)
    }

    /// Checks, as the process exits, that what `print` and the argument parser buffered on
    /// standard output was written; a failure ends the process as ``end(errno:)`` does.
    static func checkBufferedOutputAtExit() {
        atexit {
            errno = 0
            if fflush(stdout) != 0 || ferror(stdout) != 0 {
                OutputFailure.end(errno: errno == 0 ? EIO : errno)
            }
        }
    }
}
