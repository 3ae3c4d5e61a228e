import Glibc
import Synchronization

/// The pipes to one ``PipedChildProcess`` and the thread that serves them with `poll`: it writes
/// what senders queued, hands each line of the child's output to the receiver that asked first, and,
/// once that output ends, reaps the child.
///
/// The thread owns every descriptor and alone closes them, so none is closed while it is in use;
/// other threads queue work under the lock and wake the thread through a pipe of its own.
final class ChildPipes: Sendable {
    /// Bytes a sender waits to see written.
    private struct Outgoing {
        var bytes: [UInt8]
        var written = 0
        let done: CheckedContinuation<Bool, Never>
    }

    private enum Exit {
        case running
        case reaped(Int32?)
    }

    private struct State {
        var outbox: [Outgoing] = []
        var lines: [String] = []
        var receivers: [CheckedContinuation<String?, Never>] = []
        /// No more sends are taken: ``closeInput()`` was called, a write failed, or the output ended.
        var inputClosing = false
        var outputEnded = false
        var exit = Exit.running
        var exitWaiters: [CheckedContinuation<Int32?, Never>] = []
    }

    private let state = Mutex(State())
    private let process: ChildProcess
    private let input: Int32
    private let output: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32

    private init(process: ChildProcess, input: Int32, output: Int32, wakeRead: Int32, wakeWrite: Int32) {
        self.process = process
        self.input = input
        self.output = output
        self.wakeRead = wakeRead
        self.wakeWrite = wakeWrite
    }

    /// Serves `input` (kiji's end of the child's standard input) and `output` (of its standard
    /// output) on a new thread; nil, with both descriptors closed, when none could be started.
    static func serve(_ process: ChildProcess, input: Int32, output: Int32) -> ChildPipes? {
        var wake: [Int32] = [-1, -1]
        guard pipe(&wake) == 0 else {
            close(input)
            close(output)
            return nil
        }
        for descriptor in wake + [input] {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        let pipes = ChildPipes(process: process, input: input, output: output, wakeRead: wake[0], wakeWrite: wake[1])
        guard DetachedThread.start(name: "kiji.child-io", { pipes.run() }) else {
            for descriptor in wake + [input, output] { close(descriptor) }
            return nil
        }
        return pipes
    }

    /// Queues `bytes` for the child's input; true once they are written.
    func send(_ bytes: [UInt8]) async -> Bool {
        await withCheckedContinuation { done in
            let taken = state.withLock { state in
                guard !state.inputClosing else { return false }
                state.outbox.append(Outgoing(bytes: bytes, done: done))
                wake()
                return true
            }
            if !taken { done.resume(returning: false) }
        }
    }

    /// The next line of the child's output; nil once it has ended.
    func receiveLine() async -> String? {
        await withCheckedContinuation { receiver in
            let ready: String?? = state.withLock { state in
                if !state.lines.isEmpty { return .some(state.lines.removeFirst()) }
                if state.outputEnded { return .some(nil) }
                state.receivers.append(receiver)
                return .none
            }
            if let ready { receiver.resume(returning: ready) }
        }
    }

    /// Sends `signal` to the child unless it was reaped (its ID may belong to another process then).
    func signal(_ signal: Int32) {
        state.withLock { state in
            if case .running = state.exit { kill(process.pid, signal) }
        }
    }

    /// Has the thread close the child's input once what was queued before is written.
    func closeInput() {
        state.withLock { state in
            guard !state.inputClosing else { return }
            state.inputClosing = true
            wake()
        }
    }

    /// The child's exit status once the thread has reaped it; nil when a signal ended it.
    func exitStatus() async -> Int32? {
        await withCheckedContinuation { waiter in
            let status: Int32?? = state.withLock { state in
                if case .reaped(let status) = state.exit { return .some(status) }
                state.exitWaiters.append(waiter)
                return .none
            }
            if let status { waiter.resume(returning: status) }
        }
    }

    /// Wakes the thread; called with the lock held, while the wake pipe is open (the output has not ended).
    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    // MARK: - The thread

    /// Writes, reads and hands out lines until the child's output ends, then reaps the child.
    private func run() {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
        var inputOpen = true
        var current: Outgoing?
        var partial: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        serving: while true {
            let closing = state.withLock { state in
                if current == nil, !state.outbox.isEmpty { current = state.outbox.removeFirst() }
                return state.inputClosing && current == nil
            }
            if closing, inputOpen {
                close(input)
                inputOpen = false
            }
            var descriptors = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0), pollfd(fd: output, events: Int16(POLLIN), revents: 0)]
            if inputOpen, current != nil { descriptors.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
                guard errno == EINTR || errno == EAGAIN else { break }
                continue
            }
            if descriptors[0].revents != 0 { drainWakePipe() }
            if descriptors.count > 2, descriptors[2].revents != 0, let outgoing = current {
                switch writeSome(of: outgoing) {
                case .some(let rest):
                    current = rest
                case .written:
                    current = nil
                case .failed:
                    current = nil
                    stopSending(&inputOpen)
                }
            }
            if descriptors[1].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                guard count > 0 else { break serving }
                partial += chunk[..<count]
                deliverLines(from: &partial)
            }
        }
        current?.done.resume(returning: false)
        end(inputOpen: inputOpen)
    }

    private enum WriteOutcome {
        /// Part is left: the pipe is full for now.
        case some(Outgoing)
        /// All of it is written; its sender was told so.
        case written
        /// The write failed (the child closed its input); its sender was told so.
        case failed
    }

    /// Writes what the pipe takes of `outgoing`.
    private func writeSome(of outgoing: Outgoing) -> WriteOutcome {
        var outgoing = outgoing
        let count = outgoing.bytes[outgoing.written...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
        if count < 0 {
            guard errno == EINTR || errno == EAGAIN else {
                outgoing.done.resume(returning: false)
                return .failed
            }
            return .some(outgoing)
        }
        outgoing.written += count
        guard outgoing.written == outgoing.bytes.count else { return .some(outgoing) }
        outgoing.done.resume(returning: true)
        return .written
    }

    /// After a failed write: closes the input, fails what was queued and takes no more sends.
    private func stopSending(_ inputOpen: inout Bool) {
        close(input)
        inputOpen = false
        let queued = state.withLock { state in
            state.inputClosing = true
            defer { state.outbox = [] }
            return state.outbox
        }
        for outgoing in queued { outgoing.done.resume(returning: false) }
    }

    private func drainWakePipe() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(wakeRead, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Hands each whole line of `partial` to the receiver that asked first, or keeps it for the next.
    private func deliverLines(from partial: inout [UInt8]) {
        var start = partial.startIndex
        var handed: [(CheckedContinuation<String?, Never>, String)] = []
        state.withLock { state in
            while let newline = partial[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: partial[start..<newline], as: UTF8.self)
                start = newline + 1
                if state.receivers.isEmpty {
                    state.lines.append(line)
                } else {
                    handed.append((state.receivers.removeFirst(), line))
                }
            }
        }
        partial.removeSubrange(..<start)
        for (receiver, line) in handed { receiver.resume(returning: line) }
    }

    /// Closes every descriptor, answers everyone still waiting, and reaps the child once it ends.
    private func end(inputOpen: Bool) {
        close(output)
        if inputOpen { close(input) }
        let (queued, receivers) = state.withLock { state in
            state.inputClosing = true
            state.outputEnded = true
            close(wakeRead)
            close(wakeWrite)
            defer {
                state.outbox = []
                state.receivers = []
            }
            return (state.outbox, state.receivers)
        }
        for outgoing in queued { outgoing.done.resume(returning: false) }
        for receiver in receivers { receiver.resume(returning: nil) }
        process.waitUntilEnded()
        let (status, waiters) = state.withLock { state in
            let status = process.waitForExit()
            state.exit = .reaped(status)
            defer { state.exitWaiters = [] }
            return (status, state.exitWaiters)
        }
        for waiter in waiters { waiter.resume(returning: status) }
    }
}
