#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A child process kiji talks to over pipes, one line at a time; its standard error goes to /dev/null.
///
/// `terminate()` may be called from any thread (a task's cancellation handler) and unblocks a read
/// in progress; `finish()` closes the pipes and reaps the child, so none is left behind.
final class HelperProcess: Sendable {
    private struct State {
        var pid: pid_t?
        var reaped = false
        var inputClosed = false
    }

    private let state: Mutex<State>
    private let input: Int32
    private let output: Int32
    private let buffer = Mutex<[UInt8]>([])

    /// Starts `executable` with `arguments`, or returns nil.
    ///
    /// The program's name (`argv[0]`) is `executable`, its whole path: a program that finds its own
    /// installation from its name finds the right one. Python, named `python3` without a slash, looks
    /// for that name on `PATH` and takes the installation it finds there (pyenv's, say) for its own,
    /// and then cannot import the Pygments that Debian installed beside /usr/bin/python3.
    init?(executable: String, arguments: [String]) {
        var toChild: [Int32] = [-1, -1]
        var fromChild: [Int32] = [-1, -1]
        guard Self.makePipe(&toChild) else { return nil }
        guard Self.makePipe(&fromChild) else {
            close(toChild[0])
            close(toChild[1])
            return nil
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(toChild[0])
        close(fromChild[1])
        guard status == 0 else {
            close(toChild[1])
            close(fromChild[0])
            return nil
        }
        state = Mutex(State(pid: pid))
        input = toChild[1]
        output = fromChild[0]
    }

    /// A pipe whose ends are closed in any program kiji starts.
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    deinit {
        finish()
        close(output)
    }

    /// Writes `line` and a newline; false when the child is gone.
    ///
    /// SIGPIPE is held back on this thread while writing, so a child that died fails the write
    /// instead of ending kiji.
    func send(_ line: String) -> Bool {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 {
                var noWait = timespec()
                sigtimedwait(&pipeSignal, nil, &noWait)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// The next line the child writes, without its newline; nil at the end of its output.
    func receiveLine() -> String? {
        buffer.withLock { pending in
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    return line
                }
                let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return nil }
                pending += chunk[..<count]
            }
        }
    }

    /// Kills the child at once; a read in progress ends.
    func terminate() {
        state.withLock { state in
            if let pid = state.pid, !state.reaped { kill(pid, SIGKILL) }
        }
    }

    /// Tells the child its input is over, waits for it to exit and reaps it.
    func finish() {
        state.withLock { state in
            if !state.inputClosed {
                close(input)
                state.inputClosed = true
            }
            guard let pid = state.pid, !state.reaped else { return }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            state.reaped = true
        }
    }
}
