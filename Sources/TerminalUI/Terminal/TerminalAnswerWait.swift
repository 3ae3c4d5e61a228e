import Glibc

/// The wait for a terminal's answers to questions just written to it.
enum TerminalAnswerWait {
    /// Reads what the terminal sends on `descriptor` until DA1's answer (the last) has come or
    /// `timeoutMilliseconds` have passed, and reads it as ``TerminalAnswers/read(_:)`` does.
    static func read(from descriptor: Int32, timeoutMilliseconds: Int) -> (answers: TerminalAnswers, other: [UInt8], pendingCount: Int) {
        let deadline = milliseconds() + timeoutMilliseconds
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        var reading = TerminalAnswers.read(received)
        while !reading.answers.isComplete {
            let left = deadline - milliseconds()
            guard left > 0 else { break }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Int32(left))
            if polled < 0, errno == EINTR { continue }
            guard polled > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            received += buffer[..<count]
            reading = TerminalAnswers.read(received)
        }
        return reading
    }

    private static func milliseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}
