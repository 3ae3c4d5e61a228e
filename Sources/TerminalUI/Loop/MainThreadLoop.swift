import CMainQueue
import Glibc

/// Runs the program's events on the main thread: terminal input is read where it arrives, and
/// Dispatch's main queue (posted updates, timers, signal sources, main-actor tasks) is drained
/// between reads.
///
/// `dispatchMain()` would park the main thread and have Dispatch's manager thread wake a worker
/// for every key; polling here costs no thread hop between a key and its frame.
@MainActor
enum MainThreadLoop {
    /// Polls `input` and the main queue forever, calling `onInput` on every wake-up with whether
    /// `input` is readable (or hung up, so that the caller notices end of input), and `afterTurn`
    /// once the keys and the queued work of a wake-up were handled. A poll waits at most
    /// `inputTimeout()` milliseconds (-1: no limit), so that a pending Esc is answered in time.
    static func run(input: Int32, inputTimeout: () -> Int32, onInput: (_ readable: Bool) -> Void, afterTurn: () -> Void) -> Never {
        let queue = kiji_main_queue_descriptor()
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: queue, events: Int16(POLLIN), revents: 0),
        ]
        kiji_main_queue_drain(queue)
        afterTurn()
        while true {
            let ready = poll(&descriptors, nfds_t(descriptors.count), inputTimeout())
            if ready < 0 {
                guard errno == EINTR else { fatalError("poll failed: errno \(errno)") }
                continue
            }
            onInput(descriptors[0].revents != 0)
            if descriptors[1].revents != 0 { kiji_main_queue_drain(queue) }
            afterTurn()
        }
    }
}
