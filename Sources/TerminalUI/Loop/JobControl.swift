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

    /// Installs the SIGTSTP handler and calls `onRequest` on the main queue for every stop
    /// requested; returns the source to cancel, or nil when no pipe could be made.
    static func watchRequests(_ onRequest: @escaping @MainActor () -> Void) -> (any DispatchSourceProtocol)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: .main)
        source.setEventHandler {
            var bytes = [UInt8](repeating: 0, count: 64)
            while read(ends[0], &bytes, bytes.count) > 0 {}
            MainActor.assumeIsolated { onRequest() }
        }
        source.resume()
        guard kiji_stop_requests_install(ends[1]) == 0 else {
            source.cancel()
            return nil
        }
        return source
    }

    /// Stops the process as SIGTSTP's default action would; returns once it is continued.
    static func stopNow() {
        kiji_stop_requests_stop_now()
    }
}
