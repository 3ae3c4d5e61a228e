import Glibc
import Synchronization

/// A long-lived child process kiji talks to a line at a time over pipes (the Pygments helper).
///
/// It starts as every ``ChildProcess`` does (no signal blocked, every signal's default action,
/// none of kiji's descriptors), with its standard input and output on pipes to kiji and its standard
/// error on /dev/null, in kiji's process group. A thread of its own serves the pipes, so ``send(_:)``
/// and ``receiveLine()`` suspend the calling task and never block a thread of Swift's cooperative
/// pool. When the child's output ends (it exited, was killed, or closed it), waiting receivers get
/// nil, later sends fail, and that thread reaps the child and ends.
public final class PipedChildProcess: Sendable {
    /// The child's process ID; its own thread reaps it, so it is not a ``ChildProcess`` to wait for.
    public let pid: pid_t
    private let pipes: ChildPipes

    private init(pid: pid_t, pipes: ChildPipes) {
        self.pid = pid
        self.pipes = pipes
    }

    /// Starts `executable` (a path) with `arguments` after its name, in `environment` (kiji's own
    /// when nil); nil when it could not be started.
    ///
    /// The program's name (`argv[0]`) is `executable`, its whole path: a program that finds its own
    /// installation from its name finds the right one (Python named `python3`, without a slash,
    /// takes the first one on `PATH` for its own, pyenv's say, and misses Debian's packages).
    public static func start(_ executable: String, arguments: [String], environment: [String: String]? = nil) -> PipedChildProcess? {
        guard let toChild = PipeEnds.make() else { return nil }
        guard let fromChild = PipeEnds.make() else {
            toChild.close()
            return nil
        }
        let process = ChildProcess.spawn(
            executable, arguments: arguments, environment: environment,
            streams: .pipes(input: toChild.readEnd, output: fromChild.writeEnd))
        Glibc.close(toChild.readEnd)
        Glibc.close(fromChild.writeEnd)
        guard let process else {
            Glibc.close(toChild.writeEnd)
            Glibc.close(fromChild.readEnd)
            return nil
        }
        guard let pipes = ChildPipes.serve(process, input: toChild.writeEnd, output: fromChild.readEnd) else {
            kill(process.pid, SIGKILL)
            _ = process.waitForExit()
            return nil
        }
        return PipedChildProcess(pid: process.pid, pipes: pipes)
    }

    /// Ends the child's input when nothing holds it any more; its thread reaps it once it exits.
    deinit { finish() }

    /// Writes `line` and a newline to the child's input; true once all of it is written, false when
    /// the child's input or output has ended (or ``finish()`` was called).
    public func send(_ line: String) async -> Bool {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        return await pipes.send(bytes)
    }

    /// The next line of the child's output, without its newline; nil once its output has ended.
    ///
    /// Lines come in the order the child wrote them, one to each receiver in the order they asked.
    public func receiveLine() async -> String? {
        await pipes.receiveLine()
    }

    /// Kills the child at once (SIGKILL), unless it was reaped already; a receiver waiting gets nil.
    /// Safe from any thread, a task's cancellation handler included.
    public func terminate() {
        pipes.signal(SIGKILL)
    }

    /// Closes the child's input, which tells a helper that reads until the end of its input to exit;
    /// its thread reaps it when it does.
    public func finish() {
        pipes.closeInput()
    }

    /// Waits, without blocking a thread, until the child has ended and been reaped; its exit status,
    /// or nil when a signal ended it.
    public func exitStatus() async -> Int32? {
        await pipes.exitStatus()
    }
}

/// The two ends of a pipe, both closed in any program kiji starts.
struct PipeEnds {
    let readEnd: Int32
    let writeEnd: Int32

    static func make() -> PipeEnds? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return PipeEnds(readEnd: ends[0], writeEnd: ends[1])
    }

    func close() {
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
    }
}
