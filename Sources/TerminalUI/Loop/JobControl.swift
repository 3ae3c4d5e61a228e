import CTerminalRestore
import Dispatch
import Glibc

/// Suspending with Ctrl-Z or SIGTSTP: the signal only asks, and the loop gives the terminal back,
/// stops the process and takes the terminal again when continued.
public enum JobControl {
    /// Gives SIGTSTP its default action and unblocks it: call first thing at start, so that a
    /// disposition inherited from the parent never leaves the process unstoppable.
    public static func takeDefaultAtStart() {
        kiji_stop_requests_default()
    }

    /// Installs the SIGTSTP handler, which only writes a byte to a pipe; returns the pipe's read
    /// end for ``watchRequests(from:_:)``, or nil when no pipe could be made.
    ///
    /// Call it before curses starts: ncurses takes SIGTSTP over only when it finds the default
    /// action, and then sets it to SIG_IGN around every frame it writes, so a stop sent while a frame
    /// goes out would be discarded. Finding a handler, ncurses leaves SIGTSTP alone for good. A stop
    /// requested before the loop watches the pipe waits there.
    static func catchRequests() -> Int32? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        guard kiji_stop_requests_install(ends[1]) == 0 else {
            close(ends[0])
            close(ends[1])
            return nil
        }
        return ends[0]
    }

    /// Calls `onRequest` on the main queue for every stop requested through the pipe
    /// ``catchRequests()`` returned; returns the source to cancel.
    static func watchRequests(from readEnd: Int32, _ onRequest: @escaping @MainActor () -> Void) -> any DispatchSourceProtocol {
        let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
        source.setEventHandler {
            var bytes = [UInt8](repeating: 0, count: 64)
            while read(readEnd, &bytes, bytes.count) > 0 {}
            MainActor.assumeIsolated { onRequest() }
        }
        source.resume()
        return source
    }

    /// Stops the process as SIGTSTP's default action would; returns once it is continued.
    static func stopNow() {
        kiji_stop_requests_stop_now()
    }
}
